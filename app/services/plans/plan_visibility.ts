/*
| What the public sees of a website whose plan allows fewer rows than it has (a plan that lapsed to
| the free plan): one query rule, no deleted or flagged rows. Of each limited kind the oldest rows
| (by id) up to the plan's count stay public; the rest are hidden from the storefront and shown to
| the merchant with the reason, and come back as they were when the plan is renewed.
*/
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import type { CountedFeature, PlanFeatures } from '#models/plan'
import { PlanLimits, type PlanReadOptions } from '#services/plans/plan_limits'

type LimitedKind = 'products' | 'services' | 'branches'

/** What the dashboard shows beside a hidden row. */
export const HIDDEN_REASON = 'مخفي: تجاوز حد الباقة المجانية'

/**
 * Each kind's table and its counted feature (null or absent: unlimited). Bookings need no rule here:
 * without add_reservations the booking wizard is closed already (booking_readiness).
 */
const KINDS: Record<LimitedKind, { table: string; count: CountedFeature; archived?: boolean }> = {
  products: { table: 'products', count: 'product_count', archived: true },
  services: { table: 'services', count: 'service_count', archived: true },
  branches: { table: 'branches', count: 'branch_count' },
}

/** How many rows of the kind may be public under these features: null for all of them. */
function publicLimit(kind: LimitedKind, features: PlanFeatures): number | null {
  const value = features[KINDS[kind].count]
  return typeof value === 'number' ? Math.max(0, value) : null
}

/** A query of the kind's table (a model query, a preload's or a where group's). */
interface AnyQuery {
  whereRaw(sql: string): unknown
  whereIn(column: string, values: (query: any) => void): unknown
}

/** Adds the rule to a query of the kind's table for this website (synchronous: preload callbacks). */
function restrictTo(query: AnyQuery, website: Website, kind: LimitedKind, limit: number | null) {
  if (limit === null) return
  const { table, archived } = KINDS[kind]
  if (limit === 0) {
    query.whereRaw('1 = 0')
    return
  }
  query.whereIn(`${table}.id`, (kept) => {
    kept.from(table).select('id').where('website_id', website.id)
    if (archived) kept.whereNull('archived_at')
    kept.orderBy('id').limit(limit)
  })
}

export const PlanVisibility = {
  async limitOf(website: Website, kind: LimitedKind, options?: PlanReadOptions) {
    return publicLimit(kind, await PlanLimits.featuresOf(website, options))
  },

  /** The rule, read once, for a query built later (a preload callback). */
  async rule(website: Website, kind: LimitedKind, options?: PlanReadOptions) {
    const limit = await this.limitOf(website, kind, options)
    return (query: AnyQuery) => restrictTo(query, website, kind, limit)
  },

  /** The rule of every kind from one read of the plan (a page showing products and services). */
  async rules(website: Website, options?: PlanReadOptions) {
    const features = await PlanLimits.featuresOf(website, options)
    const of = (kind: LimitedKind) => {
      const limit = publicLimit(kind, features)
      return (query: AnyQuery) => restrictTo(query, website, kind, limit)
    }
    return { products: of('products'), services: of('services'), branches: of('branches') }
  },

  /** Restricts `query` (of the kind's table) to the rows the public may see. */
  async apply(query: AnyQuery, website: Website, kind: LimitedKind, options?: PlanReadOptions) {
    restrictTo(query, website, kind, await this.limitOf(website, kind, options))
  },

  /** For the merchant's lists: is the row with this id and position hidden, and why. */
  async hiddenIds(website: Website, kind: LimitedKind, options?: PlanReadOptions) {
    const limit = await this.limitOf(website, kind, options)
    if (limit === null) return new Set<number>()
    const { table, archived } = KINDS[kind]
    const query = (options?.client ?? db.connection())
      .from(table)
      .select('id')
      .where('website_id', website.id)
    if (archived) query.whereNull('archived_at')
    const rows = await query.orderBy('id').offset(limit).limit(1_000_000)
    return new Set(rows.map((row: { id: number }) => Number(row.id)))
  },
}
