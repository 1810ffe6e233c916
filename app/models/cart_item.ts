import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Cart from '#models/cart'
import Product from '#models/product'
import ProductOption from '#models/product_option'

/**
 * A cart line. The price charged is always read from the product (or its chosen option); `seenPrice` is only the price the
 * customer last saw (to show a change), and `productName` names a product that was deleted since.
 */
export default class CartItem extends compose(BaseModel, TenantRecord) {
  @column()
  declare cartId: number

  @column()
  declare productId: number | null

  @column()
  declare productName: string | null

  /** the chosen option; null when there is none, or when the merchant deleted it since */
  @column()
  declare productOptionId: number | null

  /** the option's name when it was added, to name a deleted option */
  @column()
  declare optionName: string | null

  /** the chosen option's id, 0 for none: part of the line's unique key (a NULL never conflicts) */
  @column({ serializeAs: null })
  declare optionKey: number

  @column()
  declare seenPrice: number | null

  @column()
  declare quantity: number

  @belongsTo(() => Cart)
  declare cart: BelongsTo<typeof Cart>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => ProductOption)
  declare option: BelongsTo<typeof ProductOption>
}
