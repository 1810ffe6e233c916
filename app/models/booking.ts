import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { AtBranch } from '#models/mixins/at_branch'
import { MoneyTotals } from '#models/mixins/money_totals'
import type { OrderStatus } from '#models/order'

/** on_arrive is the only enabled method; installment and card are listed but disabled */
export const BOOKING_PAYMENT_METHODS = ['on_arrive', 'installment', 'card', 'stcpay'] as const
type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

import BookingItem from '#models/booking_item'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'

/**
 * A confirmed service booking.
 */
export default class Booking extends compose(
  BaseModel,
  TenantRecord,
  BelongsToCustomer,
  AtBranch,
  MoneyTotals
) {
  @column()
  declare number: number

  /** the reservation cart confirmed into this booking (one booking per cart) */
  @column()
  declare reservationCartId: number | null

  @column()
  declare reservationCode: string

  @column.dateTime()
  declare startAt: DateTime

  @column.dateTime()
  declare endAt: DateTime

  @column()
  declare durationMinutes: number

  @column()
  declare status: OrderStatus

  @column()
  declare paymentMethod: BookingPaymentMethod

  /** The customer's Saudi mobile (05XXXXXXXX) when the booking was made. */
  @column()
  declare customerMobile: string | null

  @hasMany(() => BookingItem)
  declare items: HasMany<typeof BookingItem>

  @hasOne(() => Bill)
  declare bill: HasOne<typeof Bill>

  /** what the dashboard did to it, oldest first */
  @hasMany(() => PurchaseEvent)
  declare events: HasMany<typeof PurchaseEvent>
}
