import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { CatalogueItem } from '#models/mixins/catalogue_item'

import ServiceCategory from '#models/service_category'
import ServiceOption from '#models/service_option'

/**
 * A bookable service with a duration in minutes. Prices are VAT-inclusive halalas.
 */
export default class Service extends compose(BaseModel, TenantRecord, CatalogueItem) {
  @column()
  declare serviceCategoryId: number | null

  @column()
  declare durationMinutes: number

  @belongsTo(() => ServiceCategory)
  declare serviceCategory: BelongsTo<typeof ServiceCategory>

  @hasMany(() => ServiceOption)
  declare options: HasMany<typeof ServiceOption>
}
