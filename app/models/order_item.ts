import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Order from '#models/order'
import Product from '#models/product'

/**
 * An order line with the name and price at the time of the order.
 */
export default class OrderItem extends compose(BaseModel, TenantRecord) {
  @column()
  declare orderId: number

  @column()
  declare productId: number | null

  @column()
  declare itemName: string

  /** the option chosen, null without one or once the merchant deleted it (the name stays) */
  @column()
  declare productOptionId: number | null

  /** the chosen option's name at the time of the order */
  @column()
  declare optionName: string | null

  @column()
  declare unitPrice: number

  @column()
  declare quantity: number

  @column()
  declare totalPrice: number

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
