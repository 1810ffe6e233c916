// Who a signed-in person is on a website (owner, a staff role, or nobody) and the websites they may open.
import db from '@adonisjs/lucid/services/db'
import Website from '#models/website'
import type User from '#models/user'
import {
  BRANCH_TABLES,
  PERMISSIONS,
  abilityOfRoute,
  can,
  isBranchRole,
  type Ability,
  type Role,
} from '#services/staff/permissions'

/** A person's place on one website: their role and, for a branch role, the branch they work in. */
export interface StaffSeat {
  role: Role
  branchId: number | null
}

/** The first page a role lands on when the overview is not theirs, in this order. */
const HOME_ROUTES: Array<[string, Ability]> = [
  ['dashboard.overview.show', 'overview'],
  ['dashboard.orders.index', 'orders.manage'],
  ['dashboard.bookings.index', 'bookings.manage'],
  ['dashboard.posts.index', 'content.manage'],
]

/** The websites a person may open: those they own and those whose staff they are. */
function openableWebsites(userId: number) {
  return Website.query().where((query) => {
    query
      .where('user_id', userId)
      .orWhereIn('id', db.from('website_memberships').where('user_id', userId).select('website_id'))
  })
}

export const StaffAccess = {
  /**
   * The website of a dashboard address with the person's seat on it, or null (unknown, another
   * person's, or a branch role whose branch is gone): one rule for owners and staff.
   */
  async open(user: User, username: string): Promise<{ website: Website; seat: StaffSeat } | null> {
    const website = await openableWebsites(user.id).where('username', username).first()
    if (!website) return null
    const seat = await this.seatOf(user.id, website)
    return seat ? { website, seat } : null
  },

  /** The owner, or the membership's role; null for anyone else. */
  async seatOf(userId: number | null, website: Website): Promise<StaffSeat | null> {
    if (userId === null) return null
    if (website.userId === userId) return { role: 'owner', branchId: null }
    const row = await db
      .from('website_memberships')
      .where('website_id', website.id)
      .where('user_id', userId)
      .select('role', 'branch_id')
      .first()
    if (!row || !(row.role in PERMISSIONS)) return null
    const branchId = row.branch_id === null ? null : Number(row.branch_id)
    if (isBranchRole(row.role) && branchId === null) return null
    return { role: row.role as Role, branchId }
  },

  /** Whether the seat may use the route of this name (an unlisted route: nobody may). */
  allows(seat: StaffSeat, routeName: string | undefined): boolean {
    const ability = abilityOfRoute(routeName)
    return ability !== null && can(seat.role, ability)
  },

  /**
   * For a branch role, whether the row a route names by id is of their branch (orders, bookings, the
   * branch itself); true for everyone else and for routes without a branch table.
   */
  async reaches(website: Website, seat: StaffSeat, routeName: string | undefined, id: unknown) {
    if (!isBranchRole(seat.role) || id === undefined) return true
    const ability = abilityOfRoute(routeName)
    const target = ability ? BRANCH_TABLES[ability] : undefined
    if (!target) return true
    const row = await db
      .from(target.table)
      .where('website_id', website.id)
      .where('id', Number(id))
      .where(target.column, seat.branchId!)
      .select('id')
      .first()
    return Boolean(row)
  },

  /** The route a role opens instead of an overview that is not theirs. */
  homeRoute(seat: StaffSeat): string {
    return (
      HOME_ROUTES.find(([, ability]) => can(seat.role, ability))?.[0] ?? 'dashboard.websites.index'
    )
  },

  /** The navigation's entries the seat may open (route names), for the layout to hide the others. */
  allowedRoutes(seat: StaffSeat, names: string[]): string[] {
    return names.filter((name) => this.allows(seat, name))
  },

  /** The websites the switcher and the websites page list, by id. */
  websitesOf(user: User) {
    return openableWebsites(user.id)
  },
}
