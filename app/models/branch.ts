import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

export const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]
export type WorkingHours = Record<WeekDay, { open: string; close: string } | null>

import { jsonColumn } from '#models/columns'

/**
 * A branch of a website with its weekly working hours (null closes a day).
 * Its id, tenant key and timestamps are declared here, not through TenantRecord: the AtBranch mixin
 * imports this model, and TypeScript cannot type that cycle.
 */
export default class Branch extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare city: string | null

  @column()
  declare address: string | null

  @column()
  declare phone: string | null

  /** WGS 84 degrees, both null when no location was set (the storefront's nearest branch) */
  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare latitude: number | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare longitude: number | null

  @jsonColumn()
  declare workingHours: WorkingHours

  /** booking seats: how many bookings one time slot takes at once */
  @column()
  declare seats: number

  @column()
  declare sortOrder: number
}
