import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { Purchase } from '#models/mixins/purchase'
import type { FulfilmentStep } from '#services/fulfilment/fulfilment_steps'

/** success shows as completed, pending as under review, cancel as cancelled */
export const ORDER_STATUSES = ['pending', 'success', 'cancel'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

import Address from '#models/address'
import OrderItem from '#models/order_item'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'
import Representative from '#models/representative'

/**
 * A cash-on-delivery order. Totals are VAT-inclusive halalas computed by the server.
 */
export default class Order extends compose(BaseModel, TenantRecord, BelongsToCustomer, Purchase) {
  @column()
  declare addressId: number | null

  /** where the merchant's work stands (issue 36): null until confirmed; see fulfilment_steps.ts */
  @column()
  declare fulfilmentStep: FulfilmentStep | null

  @column()
  declare shippingAddress: string | null

  @column()
  declare notes: string | null

  @column({ serializeAs: null })
  declare checkoutToken: string | null

  /** issue 36 item 4: 'delivery' or 'pickup' (null on older orders: delivered); the fee in halalas,
   * VAT included, inside `total`; the date ('yyyy-MM-dd') and slot ('HH:mm-HH:mm') asked for */
  @column()
  declare deliveryMethod: 'delivery' | 'pickup' | null

  @column()
  declare deliveryFee: number

  @column()
  declare requestedDate: string | null

  @column()
  declare requestedSlot: string | null

  @belongsTo(() => Address)
  declare address: BelongsTo<typeof Address>

  @hasMany(() => OrderItem)
  declare items: HasMany<typeof OrderItem>

  @hasOne(() => Bill)
  declare bill: HasOne<typeof Bill>

  /** the delivery representative it is assigned to (issue 31), and the secret of their link */
  @column()
  declare representativeId: number | null

  @column({ serializeAs: null })
  declare deliveryKey: string | null

  /** when the representative collected the cash, and when the merchant received it from them */
  @column.dateTime()
  declare cashCollectedAt: DateTime | null

  @column.dateTime()
  declare cashHandedAt: DateTime | null

  @belongsTo(() => Representative)
  declare representative: BelongsTo<typeof Representative>

  /** what the dashboard did to it, oldest first */
  @hasMany(() => PurchaseEvent)
  declare events: HasMany<typeof PurchaseEvent>
}
