import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { ProductLine } from '#models/mixins/product_line'

import Order from '#models/order'

/**
 * An order line with the name and price at the time of the order.
 */
export default class OrderItem extends compose(BaseModel, TenantRecord, ProductLine) {
  @column()
  declare orderId: number

  @column()
  declare itemName: string

  @column()
  declare unitPrice: number

  @column()
  declare totalPrice: number

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>
}
