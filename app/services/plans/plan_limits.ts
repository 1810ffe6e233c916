import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Plan from '#models/plan'
import { COUNTED_FEATURES } from '#models/plan'
import type { BooleanFeature, CountedFeature, PlanFeatures } from '#models/plan'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'

/** The client to read the plan through (the caller's transaction), and the moment "today" is. */
export interface PlanReadOptions {
  client?: QueryClientContract
  now?: DateTime
}

/**
 * What a website's plan lets it do (SPEC.md section 3), enforced by the services before they store
 * anything. Plain arguments: the website and, for a counted feature, how many it has now.
 *
 * - A counted feature (branch_count, manage_pages, ...) is a number, or null / absent for unlimited
 *   (the plans page shows an absent count as unlimited too).
 * - A boolean feature (manage_items, add_reservations, ...) is allowed only when it is true.
 * - An expired plan (planExpiresAt in the past) falls back to the platform's default plan, the free
 *   one: the website keeps working within the free limits until it renews. A website already on the
 *   free plan whose trial ended therefore keeps the free limits; locking it is the billing's business.
 *
 * Refusals are DomainErrors `plan_limit_reached` {feature, limit} and `plan_feature_missing` {feature}:
 * Arabic messages naming the feature, shown with a link to the plans page.
 *
 * Called inside a transaction, pass it as `client`: the plan is read through it. On SQLite the pool has
 * one connection, which the open transaction holds, so a read outside it would wait until the acquire
 * timeout.
 */
export const PlanLimits = {
  /** The rule of every counted feature: one more fits under `limit` (null: unlimited) past `used`. */
  roomFor(limit: number | null, used: number) {
    return limit === null || used < limit
  },

  /** A list page's plan note: the limit, how many are used and whether one more can be added. */
  usage(limit: number | null, used: number) {
    return { limit, used, canAdd: this.roomFor(limit, used) }
  },

  /** The features the website works with today (its plan's, or the default plan's once expired). */
  async featuresOf(website: Website, options: PlanReadOptions = {}): Promise<PlanFeatures> {
    const { client, now = DateTime.now() } = options
    const expired = !!website.planExpiresAt && website.planExpiresAt < now
    if (expired) {
      const fallback = await Plan.query({ client })
        .where('is_default', true)
        .orderBy('sort_order')
        .orderBy('id')
        .first()
      if (fallback) return fallback.features ?? {}
      // no default plan configured: an expired plan allows nothing counted and no boolean feature
      return Object.fromEntries(COUNTED_FEATURES.map((feature) => [feature, 0])) as PlanFeatures
    }
    const plan = website.$preloaded.plan as Plan | undefined
    if (plan && plan.id === website.planId) return plan.features ?? {}
    const current = await Plan.find(website.planId, { client })
    // kept on the website for the rest of the request: a page asks several features of one plan
    if (current) website.$setRelated('plan' as never, current as never)
    return current?.features ?? {}
  },

  /** The limit of a counted feature: a number, or null for unlimited. */
  async limitOf(website: Website, feature: CountedFeature, options?: PlanReadOptions) {
    const features = await this.featuresOf(website, options)
    const value = features[feature]
    return typeof value === 'number' ? value : null
  },

  /** Whether one more can be added when the website has `currentCount` of them. */
  async canAdd(
    website: Website,
    feature: CountedFeature,
    currentCount: number,
    options?: PlanReadOptions
  ) {
    return this.roomFor(await this.limitOf(website, feature, options), currentCount)
  },

  /** Refuses adding one more past the plan's count. */
  async ensureCanAdd(
    website: Website,
    feature: CountedFeature,
    currentCount: number,
    options?: PlanReadOptions
  ) {
    const limit = await this.limitOf(website, feature, options)
    if (limit !== null && !this.roomFor(limit, currentCount)) {
      throw new DomainError('plan_limit_reached', { feature, limit })
    }
  },

  async hasFeature(website: Website, feature: BooleanFeature, options?: PlanReadOptions) {
    const features = await this.featuresOf(website, options)
    return features[feature] === true
  },

  /** Refuses an action of a boolean feature the plan does not include. */
  async ensureFeature(website: Website, feature: BooleanFeature, options?: PlanReadOptions) {
    if (!(await this.hasFeature(website, feature, options))) {
      throw new DomainError('plan_feature_missing', { feature })
    }
  },
}
