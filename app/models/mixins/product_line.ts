// A product on a line of a cart or an order: the product, the option chosen and how many.
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Product from '#models/product'

/**
 * The product and its option are null once the merchant deleted them; the option's name, kept when the
 * line was written, still names it.
 */
export const ProductLine = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class ProductLineRow extends superclass {
    @column()
    declare productId: number | null

    /** the chosen option; null when there is none, or when the merchant deleted it since */
    @column()
    declare productOptionId: number | null

    /** the chosen option's name when the line was written */
    @column()
    declare optionName: string | null

    @column()
    declare quantity: number

    @belongsTo(() => Product)
    declare product: BelongsTo<typeof Product>
  }
  return ProductLineRow
}
