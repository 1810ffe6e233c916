import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Product from '#models/product'

/**
 * An option a shopper chooses for a product («صغير ٨ قطع», «100 مل»), with its own VAT-inclusive price
 * in halalas: it replaces the product's price when chosen.
 */
export default class ProductOption extends compose(BaseModel, TenantRecord) {
  @column()
  declare productId: number

  @column()
  declare name: string

  @column()
  declare price: number

  @column()
  declare sortOrder: number

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
