// Real ids and slugs for a route's parameters, read (never written) from the database the built app serves.
import db from '@adonisjs/lucid/services/db'
import { apiRouteDocs } from '#http/api/api_docs'
import { queryParameters } from '#http/api/openapi/request_schemas'
import { DEMO } from '#tests/acceptance/support/cast'
import type { AppRoute } from '#tests/acceptance/support/routes'

type Row = Record<string, unknown>
export type Values = Record<string, string | number>

/** What a route is walked with: its path parameters and query string. */
export interface Target {
  params: Values
  query: Values
}

/** A target whose parameter `what` names no record; past32Bits: an id no record can have. */
export interface MissingVariant {
  what: string
  past32Bits: boolean
  target: Target
}

/** A value that names no record: a number for ids, a slug for the rest. */
export const MISSING_ID = 999999999
export const MISSING_SLUG = 'no-such-slug-xyz'
/** An id past a 32-bit integer column (PostgreSQL refuses to compare it with one unless cast). */
export const HUGE_ID = 99999999999

/**
 * Where a path segment's records live when its name is not the table's. Anything else resolves by
 * convention: the segment before the parameter (or the route name's resource), snake_cased and
 * pluralised, is the table ('store-categories' -> store_categories, 'cart/items' -> cart_items).
 * Site routes (/o, /c, /dashboard, the merchant's API calls) and the platform's own pages differ.
 */
const SITE_TABLES: Record<string, string> = {
  'product': 'products',
  'categories': 'store_categories',
  'category': 'sections',
  'blogs': 'posts',
  'blog': 'posts',
  'p': 'pages',
  'page': 'pages',
  'booking': 'bookings',
  'checkout': 'orders',
  'order': 'orders',
  'service': 'services',
  'messages': 'contact_messages',
  'cart': 'reservation_carts',
  // the merchant API's names for the dashboard's store categories and blog sections
  'product-categories': 'store_categories',
  'blog-sections': 'sections',
}
const PLATFORM_TABLES: Record<string, string> = {
  academy: 'platform_posts',
  blog: 'platform_posts',
  posts: 'platform_posts',
  apps: 'app_categories',
  app: 'marketplace_apps',
  page: 'platform_pages',
  l: 'landing_pages',
  view: 'landing_pages',
}
/** Rows a segment stands for among the rows of its table. */
const SEGMENT_FILTERS: Record<string, Row> = {
  'platform:academy': { privilege: 'academy' },
  'platform:blog': { privilege: 'blog' },
}

/** A route of a merchant's website (its records are the demo website's) rather than of the platform. */
function isSiteRoute(route: AppRoute) {
  return (
    route.params.includes('username') ||
    route.middleware.some((name) =>
      ['apiWebsite', 'apiCustomer', 'apiMerchant', 'apiKey'].includes(name)
    )
  )
}

const snake = (text: string) => text.replace(/-/g, '_').toLowerCase()

export class Records {
  /** values a walk made itself through HTTP (a reset link, an uploaded file), by route name or '*' */
  readonly known = new Map<string, Target>()

  private constructor(
    private columns: Map<string, Set<string>>,
    readonly site: { id: number; username: string },
    readonly customerId: number
  ) {}

  /** The demo website's records, as seen by one of its customers (by e-mail). */
  static async load(customerEmail: string = DEMO.customer) {
    const columns = new Map<string, Set<string>>()
    const connection = db.connection()
    for (const table of await connection.getAllTables(['public'])) {
      columns.set(table, new Set(Object.keys(await connection.columnsInfo(table))))
    }
    const site = await db.from('websites').where('username', DEMO.site).firstOrFail()
    const customer = await db
      .from('customers')
      .where('website_id', site.id)
      .where('email', customerEmail)
      .firstOrFail()
    return new Records(columns, { id: site.id, username: site.username }, customer.id)
  }

  /** The table behind a route's parameter, by its resource segment, or null. */
  tableFor(route: AppRoute, param: string): { table: string; filter: Row } | null {
    const area = isSiteRoute(route) ? 'site' : 'platform'
    const aliases = area === 'site' ? SITE_TABLES : PLATFORM_TABLES
    const segments = route.pattern.split('/').filter(Boolean)
    const at = segments.findIndex((s) => s === `:${param}` || s === `:${param}?`)
    const literal = segments.slice(0, Math.max(at, 0)).filter((s) => !s.startsWith(':'))
    const nameParts = route.name.split('.')
    const resource = nameParts.length > 2 ? nameParts.at(-2)! : null
    const candidates: [string, string][] = []
    for (let i = literal.length - 1; i >= 0; i--) {
      const segment = literal[i]
      if (aliases[segment]) candidates.push([segment, aliases[segment]])
      const name = snake(segment)
      candidates.push([segment, name], [segment, `${name}s`])
      if (i > 0) candidates.push([segment, `${snake(literal[i - 1])}_${name}`])
    }
    if (resource) candidates.push([resource, aliases[resource] ?? snake(resource)])
    for (const [segment, table] of candidates) {
      const columns = this.columns.get(table)
      if (columns && (columns.has(param) || columns.has('id'))) {
        return { table, filter: SEGMENT_FILTERS[`${area}:${segment}`] ?? {} }
      }
    }
    return null
  }

  /** The first record a visitor may see of a table (its website's, its customer's, live and visible). */
  async firstRow(table: string, filter: Row, scope: { site: boolean; customer: boolean }) {
    const columns = this.columns.get(table)!
    const query = db.from(table).where(filter).orderBy('id', 'asc')
    if (scope.site && columns.has('website_id')) query.where('website_id', this.site.id)
    if (scope.customer && columns.has('customer_id')) query.where('customer_id', this.customerId)
    if (columns.has('archived_at')) query.whereNull('archived_at')
    if (columns.has('deleted_at')) query.whereNull('deleted_at')
    for (const flag of ['is_active', 'visible', 'is_visible']) {
      if (columns.has(flag)) query.where(flag, true)
    }
    if (columns.has('not_found')) query.where('not_found', false)
    if (columns.has('published_at')) query.whereNotNull('published_at')
    if (columns.has('expires_at')) query.where('expires_at', '>', new Date())
    return (await query.first()) as Row | null
  }

  /** The newest row of a table matching `where` (of the demo website when the table has websites). */
  async newestRow(table: string, where: Row) {
    const query = db.from(table).where(where).orderBy('id', 'desc')
    if (this.columns.get(table)?.has('website_id')) query.where('website_id', this.site.id)
    return (await query.first()) as Row | null
  }

  /** Real values for every parameter of a route (and the query strings it requires). */
  async resolve(route: AppRoute): Promise<Target> {
    const known = this.known.get(route.name)
    if (known) return known
    const params: Values = {}
    const rows: Row[] = []
    const asCustomer = route.role === 'customer' || route.role === 'customerToken'
    for (const param of route.params) {
      if (param === 'username') {
        params.username = this.site.username
        continue
      }
      if (param === '*') {
        const file = this.known.get('*')
        if (!file) throw new Error(`${route.name}: no file was uploaded to walk ${route.pattern}`)
        params['*'] = file.params['*']
        continue
      }
      const lookup = this.tableFor(route, param)
      if (!lookup) throw new Error(`${route.name} ${route.pattern}: cannot tell what :${param} is`)
      const scope = { site: isSiteRoute(route), customer: asCustomer }
      const row = await this.firstRow(lookup.table, lookup.filter, scope)
      if (!row) throw new Error(`${route.name}: no record in ${lookup.table} for :${param}`)
      const column = this.columns.get(lookup.table)!.has(param) ? param : 'id'
      params[param] = row[column] as string | number
      rows.push(row)
    }
    return { params, query: await this.requiredQuery(route, rows) }
  }

  /** The query string a /api/v1 route requires (its documentation says which), from real records. */
  private async requiredQuery(route: AppRoute, rows: Row[]): Promise<Values> {
    const query: Values = {}
    if (route.middleware.includes('apiWebsite')) query.username = this.site.username
    const doc = apiRouteDocs.get(route.name)
    // the declared query and the fields of the route's query validator, as the document shows them
    const documented = doc ? queryParameters(doc) : {}
    for (const [name, field] of Object.entries(documented)) {
      if (!field.required || query[name] !== undefined) continue
      const fromRow = rows.find((row) => row[name] !== undefined)
      const choices = field.schema.enum as string[] | undefined
      if (fromRow) query[name] = fromRow[name] as string
      else if (name === 'username') query.username = this.site.username
      else if (choices?.length) query[name] = choices[0]
      else {
        const lookup = this.tableFor(route, name)
        const row =
          lookup &&
          (await this.firstRow(lookup.table, lookup.filter, { site: true, customer: false }))
        if (!row || row[name] === undefined) throw new Error(`${route.name}: no value for ?${name}`)
        query[name] = row[name] as string
      }
    }
    return query
  }

  /**
   * The same target with one value naming no record, for each parameter (and each required query value
   * naming a record): every variant must answer the 404 page.
   */
  missingVariants(route: AppRoute, target: Target): MissingVariant[] {
    const variants: MissingVariant[] = []
    for (const param of route.params) {
      const value = target.params[param]
      const missing = param === '*' ? [`${MISSING_SLUG}.png`] : missingLike(value)
      for (const one of missing) {
        variants.push({
          what: `:${param}`,
          past32Bits: one === HUGE_ID,
          target: { ...target, params: { ...target.params, [param]: one } },
        })
      }
    }
    for (const name of ['username', 'slug']) {
      if (target.query[name] === undefined) continue
      const query = { ...target.query, [name]: MISSING_SLUG }
      variants.push({
        what: `?${name}`,
        past32Bits: false,
        target: { params: target.params, query },
      })
    }
    return variants
  }
}

function missingLike(value: unknown) {
  return typeof value === 'number' || /^\d+$/.test(String(value))
    ? [MISSING_ID, HUGE_ID]
    : [MISSING_SLUG]
}
