import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#models/mixins/timestamps'
import { booleanColumn, jsonColumn } from '#models/columns'
import Website from '#models/website'

/** Counted features show a number ('unlimited' when empty); boolean features show only when true. */
export const COUNTED_FEATURES = [
  'manage_content',
  'manage_sections',
  'manage_pages',
  'landing_pages',
  'manage_forms',
  'branch_count',
  'product_count',
  'service_count',
] as const

export const BOOLEAN_FEATURES = [
  'custom_domain',
  'subdomain',
  'manage_items',
  'tax_enabled',
  'manage_orders',
  'branch_management_app',
  'manage_representatives',
  'locate_nearest_branch',
  'payment_gateway',
  'add_reservations',
  'manage_reservations',
  'reservations_app',
] as const

export type CountedFeature = (typeof COUNTED_FEATURES)[number]
export type BooleanFeature = (typeof BOOLEAN_FEATURES)[number]

/** null means unlimited for a counted feature */
export type PlanFeatures = Partial<Record<CountedFeature, number | null>> &
  Partial<Record<BooleanFeature, boolean>>

export default class Plan extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column()
  declare description: string | null

  /** halalas */
  @column()
  declare priceMonthly: number

  @column()
  declare priceYearly: number

  @column()
  declare priceOnce: number

  @column()
  declare trialDays: number | null

  @jsonColumn()
  declare features: PlanFeatures

  @booleanColumn()
  declare isDefault: boolean

  @column()
  declare sortOrder: number

  @hasMany(() => Website)
  declare websites: HasMany<typeof Website>
}
