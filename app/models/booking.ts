import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { Purchase } from '#models/mixins/purchase'

/** on_arrive is the only enabled method; installment and card are listed but disabled */
export const BOOKING_PAYMENT_METHODS = ['on_arrive', 'installment', 'card', 'stcpay'] as const
type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

import BookingItem from '#models/booking_item'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'

/**
 * A confirmed service booking.
 */
export default class Booking extends compose(BaseModel, TenantRecord, BelongsToCustomer, Purchase) {
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

  /** the column is Purchase's; a booking's methods are these */
  declare paymentMethod: BookingPaymentMethod

  @hasMany(() => BookingItem)
  declare items: HasMany<typeof BookingItem>

  @hasOne(() => Bill)
  declare bill: HasOne<typeof Bill>

  /** what the dashboard did to it, oldest first */
  @hasMany(() => PurchaseEvent)
  declare events: HasMany<typeof PurchaseEvent>
}
