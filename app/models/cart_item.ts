import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { ProductLine } from '#models/mixins/product_line'

import Cart from '#models/cart'
import ProductOption from '#models/product_option'

/**
 * A cart line. The price charged is always read from the product (or its chosen option); `seenPrice` is only the price the
 * customer last saw (to show a change), and `productName` names a product that was deleted since.
 */
export default class CartItem extends compose(BaseModel, TenantRecord, ProductLine) {
  @column()
  declare cartId: number

  @column()
  declare productName: string | null

  /** the chosen option's id, 0 for none: part of the line's unique key (a NULL never conflicts) */
  @column({ serializeAs: null })
  declare optionKey: number

  @column()
  declare seenPrice: number | null

  @belongsTo(() => Cart)
  declare cart: BelongsTo<typeof Cart>

  @belongsTo(() => ProductOption)
  declare option: BelongsTo<typeof ProductOption>
}
