import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, beforeSave, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { foldArabic } from '#services/arabic_text'

import { booleanColumn } from '#models/columns'
import StoreCategory from '#models/store_category'
import ProductImage from '#models/product_image'
import ProductOption from '#models/product_option'

/**
 * A product. Prices are VAT-inclusive halalas.
 */
export default class Product extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeCategoryId: number | null

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare sku: string | null

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

  @booleanColumn()
  declare isActive: boolean

  /** Units left to sell, or null when the merchant does not count them (sold without limit). */
  @column()
  declare stock: number | null

  @column()
  declare sortOrder: number

  /** How many options it has (product_options): with any, `price` is the lowest option's («من X»). */
  @column()
  declare optionCount: number

  /** Deleted by the merchant while in orders: kept for them, never active, out of the dashboard. */
  @column.dateTime()
  declare archivedAt: DateTime | null

  @belongsTo(() => StoreCategory)
  declare storeCategory: BelongsTo<typeof StoreCategory>

  /** the gallery's extra photos, in the merchant's order */
  @hasMany(() => ProductImage, { onQuery: (query) => query.orderBy('sort_order').orderBy('id') })
  declare images: HasMany<typeof ProductImage>

  /** the options a shopper chooses from, in the merchant's order */
  @hasMany(() => ProductOption, { onQuery: (query) => query.orderBy('sort_order').orderBy('id') })
  declare options: HasMany<typeof ProductOption>

  /** Keeps the folded search text in step with the name and keywords. */
  @beforeSave()
  static foldSearchText(row: Product) {
    if (row.$dirty.name !== undefined || row.$dirty.keywords !== undefined || !row.searchText) {
      row.searchText = foldArabic(`${row.name} ${row.keywords ?? ''}`)
    }
  }

  /** The old price is shown struck through only when it is higher than the price. */
  get isDiscounted() {
    return this.oldPrice !== null && this.oldPrice > this.price
  }
}
