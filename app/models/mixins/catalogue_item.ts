// The columns a product and a service share: what the shopper reads, the VAT-inclusive price, the merchant's order.
import type { DateTime } from 'luxon'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { booleanColumn } from '#models/columns'
import { foldArabic } from '#services/arabic_text'

/**
 * A sellable catalogue row (products, services). Prices are VAT-inclusive halalas; a row deleted by the
 * merchant while in orders or bookings is archived: kept for them, never active, out of the dashboard.
 */
export const CatalogueItem = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class Sellable extends superclass {
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

    @booleanColumn()
    declare isActive: boolean

    @column()
    declare sortOrder: number

    @column.dateTime()
    declare archivedAt: DateTime | null

    /** The old price is shown struck through only when it is higher than the price. */
    get isDiscounted() {
      return this.oldPrice !== null && this.oldPrice > this.price
    }

    /** Keeps the folded search text in step with the name and keywords. */
    @beforeSave()
    static foldSearchText(row: Sellable) {
      if (row.$dirty.name !== undefined || row.$dirty.keywords !== undefined || !row.searchText) {
        row.searchText = foldArabic(`${row.name} ${row.keywords ?? ''}`)
      }
    }
  }
  return Sellable
}
