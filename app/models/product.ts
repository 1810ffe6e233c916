import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { CatalogueItem } from '#models/mixins/catalogue_item'

import StoreCategory from '#models/store_category'
import ProductImage from '#models/product_image'
import ProductOption from '#models/product_option'

/**
 * A product. Prices are VAT-inclusive halalas.
 */
export default class Product extends compose(BaseModel, TenantRecord, CatalogueItem) {
  @column()
  declare storeCategoryId: number | null

  @column()
  declare sku: string | null

  /** Units left to sell, or null when the merchant does not count them (sold without limit). */
  @column()
  declare stock: number | null

  /** How many options it has (product_options): with any, `price` is the lowest option's («من X»). */
  @column()
  declare optionCount: number

  @belongsTo(() => StoreCategory)
  declare storeCategory: BelongsTo<typeof StoreCategory>

  /** the gallery's extra photos, in the merchant's order */
  @hasMany(() => ProductImage, { onQuery: (query) => query.orderBy('sort_order').orderBy('id') })
  declare images: HasMany<typeof ProductImage>

  /** the options a shopper chooses from, in the merchant's order */
  @hasMany(() => ProductOption, { onQuery: (query) => query.orderBy('sort_order').orderBy('id') })
  declare options: HasMany<typeof ProductOption>
}
