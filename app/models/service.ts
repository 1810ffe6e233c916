import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { CatalogueItem } from '#models/mixins/catalogue_item'

import ServiceCategory from '#models/service_category'
import ServiceOption from '#models/service_option'

/**
 * A bookable service with a duration in minutes. Prices are VAT-inclusive halalas.
 */
export default class Service extends compose(
  BaseModel,
  BelongsToWebsite,
  WithTimestamps,
  CatalogueItem
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serviceCategoryId: number | null

  @column()
  declare durationMinutes: number

  @belongsTo(() => ServiceCategory)
  declare serviceCategory: BelongsTo<typeof ServiceCategory>

  @hasMany(() => ServiceOption)
  declare options: HasMany<typeof ServiceOption>
}
