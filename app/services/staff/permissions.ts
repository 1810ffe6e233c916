// The one permission table of a website's people: each role's abilities, and the ability each dashboard or merchant API route needs.

/** The owner is the website's user; the other roles are staff (website_memberships). */
export const STAFF_ROLES = ['manager', 'branch_manager', 'reception', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export type Role = 'owner' | StaffRole

/** Roles that work in one branch: their orders, bookings and hours are those of their branch only. */
const BRANCH_ROLES: readonly StaffRole[] = ['branch_manager', 'reception']

const ABILITIES = [
  'overview',
  'orders.manage',
  'bookings.manage',
  'messages',
  'branch.hours',
  'branches.manage',
  'delivery',
  'catalogue.manage',
  'content.manage',
  'settings',
  'payments',
  'billing',
  'api_keys',
  'webhooks',
  'staff',
] as const
export type Ability = (typeof ABILITIES)[number]

const EVERYTHING: readonly Ability[] = ABILITIES

/**
 * Role -> abilities. A manager has everything but billing, the keys (the API's, the payment gateway's,
 * the webhooks' secrets) and the staff; a branch manager the orders, bookings and hours of a branch;
 * reception the bookings of a branch; an editor the content only.
 */
export const PERMISSIONS: Record<Role, readonly Ability[]> = {
  owner: EVERYTHING,
  manager: EVERYTHING.filter(
    (ability) => !['billing', 'api_keys', 'webhooks', 'payments', 'staff'].includes(ability)
  ),
  branch_manager: ['orders.manage', 'bookings.manage', 'branch.hours'],
  reception: ['bookings.manage'],
  editor: ['content.manage'],
}

/**
 * The ability a route needs, by its name: the longest prefix of dot-separated segments that is listed
 * wins. A dashboard or merchant API route whose name matches none is refused to everybody (a test
 * checks that every such route of the router is listed).
 */
export const ROUTE_ABILITIES: Record<string, Ability> = {
  'dashboard.overview': 'overview',
  'dashboard.orders': 'orders.manage',
  'dashboard.orders.refunds': 'payments',
  'dashboard.orders.representative': 'delivery',
  // an order's fulfilment steps (issue 36 item 5)
  'dashboard.orders.steps': 'orders.manage',
  'dashboard.bookings': 'bookings.manage',
  'dashboard.bookings.refunds': 'payments',
  'dashboard.messages': 'messages',
  'dashboard.branches': 'branches.manage',
  'dashboard.branches.index': 'branch.hours',
  'dashboard.branches.edit': 'branch.hours',
  'dashboard.branches.update': 'branch.hours',
  'dashboard.representatives': 'delivery',
  'dashboard.products': 'catalogue.manage',
  'dashboard.store_categories': 'catalogue.manage',
  'dashboard.services': 'catalogue.manage',
  'dashboard.service_categories': 'catalogue.manage',
  'dashboard.sections': 'content.manage',
  'dashboard.posts': 'content.manage',
  'dashboard.pages': 'content.manage',
  'dashboard.slides': 'content.manage',
  'dashboard.home_sections': 'content.manage',
  'dashboard.landing_pages': 'content.manage',
  'dashboard.content_images': 'content.manage',
  // merchant forms (issue 31 item 1): built by content people, answered in the messages inbox
  'dashboard.forms': 'content.manage',
  'dashboard.form_submissions': 'messages',
  'dashboard.design': 'settings',
  'dashboard.settings': 'settings',
  'dashboard.store_opening': 'settings',
  'dashboard.delivery_settings': 'settings',
  'dashboard.payments': 'payments',
  'dashboard.api_keys': 'api_keys',
  'dashboard.webhooks': 'webhooks',
  'dashboard.webhook_deliveries': 'webhooks',
  'dashboard.staff': 'staff',
  // the plan and its invoices, paid through the platform (issue 29)
  'dashboard.plan': 'billing',
  'dashboard.staff_invitations': 'staff',
  // the phone-first "today" screen (issue 30 item 5): each side its own ability
  'dashboard.today': 'bookings.manage',
  'dashboard.today.orders': 'orders.manage',
  'dashboard.today.bookings': 'bookings.manage',
  'api.merchant.orders': 'orders.manage',
  'api.merchant.bookings': 'bookings.manage',
  // refunds move money: the payments ability, as the dashboard's refund forms
  'api.merchant.orders.refunds': 'payments',
  // delivery by representatives and its settings, as the dashboard's pages (issue 31 item 5)
  'api.merchant.orders.representative': 'delivery',
  'api.merchant.representatives': 'delivery',
  'api.merchant.delivery_settings': 'settings',
  'api.merchant.bookings.refunds': 'payments',
  'api.merchant.products': 'catalogue.manage',
  'api.merchant.services': 'catalogue.manage',
  'api.merchant.product_categories': 'catalogue.manage',
  'api.merchant.service_categories': 'catalogue.manage',
  'api.merchant.product_images': 'catalogue.manage',
  'api.merchant.branches': 'branches.manage',
  'api.merchant.blog_sections': 'content.manage',
  'api.merchant.posts': 'content.manage',
  'api.merchant.pages': 'content.manage',
  'api.merchant.slides': 'content.manage',
  'api.merchant.home_sections': 'content.manage',
  'api.merchant.landing_pages': 'content.manage',
  'api.merchant.messages': 'messages',
  'api.merchant.settings': 'settings',
  'api.merchant.forms': 'content.manage',
  'api.merchant.forms.submissions': 'messages',
}

/** The ability a route name needs, or null when the table does not list it. */
export function abilityOfRoute(name: string | undefined): Ability | null {
  if (!name) return null
  const known = abilities.get(name)
  if (known !== undefined) return known
  let found: Ability | null = null
  const segments = name.split('.')
  for (let length = segments.length; length > 0 && !found; length--) {
    found = ROUTE_ABILITIES[segments.slice(0, length).join('.')] ?? null
  }
  abilities.set(name, found)
  return found
}

/**
 * Each route name's ability, found once: every dashboard visit asks it of each page of the navigation
 * (the pages the role may not open). The names are the router's, so the map stays that small.
 */
const abilities = new Map<string, Ability | null>()

export function can(role: Role, ability: Ability): boolean {
  return PERMISSIONS[role].includes(ability)
}

/** What the person at the dashboard may do: the owner (no staff seat) may everything. */
export function seatCan(seat: { role: Role } | undefined, ability: Ability): boolean {
  return !seat || can(seat.role, ability)
}

export function isBranchRole(role: Role): boolean {
  return (BRANCH_ROLES as readonly string[]).includes(role)
}

/** The tables whose rows a branch role reaches by id, by ability: a row of another branch is a 404. */
export const BRANCH_TABLES: Partial<Record<Ability, { table: string; column: string }>> = {
  'orders.manage': { table: 'orders', column: 'branch_id' },
  'bookings.manage': { table: 'bookings', column: 'branch_id' },
  'branch.hours': { table: 'branches', column: 'id' },
}

/** How the dashboard names each role. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'المالك',
  manager: 'مدير',
  branch_manager: 'مدير فرع',
  reception: 'استقبال',
  editor: 'محرر محتوى',
}
