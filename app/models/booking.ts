import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import type { OrderStatus } from '#models/order'

/** on_arrive is the only enabled method; installment and card are listed but disabled */
export const BOOKING_PAYMENT_METHODS = ['on_arrive', 'installment', 'card', 'stcpay'] as const
type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

import Customer from '#models/customer'
import Branch from '#models/branch'
import BookingItem from '#models/booking_item'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'

/**
 * A confirmed service booking.
 */
export default class Booking extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare customerId: number

  @column()
  declare branchId: number | null

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

  @column()
  declare subtotal: number

  @column()
  declare vat: number

  @column()
  declare total: number

  /** The customer's Saudi mobile (05XXXXXXXX) when the booking was made. */
  @column()
  declare customerMobile: string | null

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @hasMany(() => BookingItem)
  declare items: HasMany<typeof BookingItem>

  @hasOne(() => Bill)
  declare bill: HasOne<typeof Bill>

  /** what the dashboard did to it, oldest first */
  @hasMany(() => PurchaseEvent)
  declare events: HasMany<typeof PurchaseEvent>
}
