import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany, beforeSave } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { foldArabic } from '#services/arabic_text'

import { booleanColumn } from '#models/columns'
import ServiceCategory from '#models/service_category'
import ServiceOption from '#models/service_option'

/**
 * A bookable service with a duration in minutes. Prices are VAT-inclusive halalas.
 */
export default class Service extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serviceCategoryId: number | null

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare description: string | null

  @column()
  declare keywords: string | null

  @column({ serializeAs: null })
  declare searchText: string

  @column()
  declare image: string | null

  @column()
  declare price: number

  @column()
  declare oldPrice: number | null

  @column()
  declare durationMinutes: number

  @booleanColumn()
  declare isActive: boolean

  @column()
  declare sortOrder: number

  /** Deleted by the merchant while in bookings: kept for them, never active, out of the dashboard. */
  @column.dateTime()
  declare archivedAt: DateTime | null

  @belongsTo(() => ServiceCategory)
  declare serviceCategory: BelongsTo<typeof ServiceCategory>

  @hasMany(() => ServiceOption)
  declare options: HasMany<typeof ServiceOption>

  /** Keeps the folded search text in step with the name and keywords. */
  @beforeSave()
  static foldSearchText(row: Service) {
    if (row.$dirty.name !== undefined || row.$dirty.keywords !== undefined || !row.searchText) {
      row.searchText = foldArabic(`${row.name} ${row.keywords ?? ''}`)
    }
  }
}
