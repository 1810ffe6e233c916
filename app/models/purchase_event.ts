import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'

/** What a staff member did to an order or a booking. */
export const PURCHASE_ACTIONS = ['success', 'cancel', 'paid', 'refund'] as const
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number]

/**
 * One change of an order or a booking made from the dashboard, with who made it and when.
 */
export default class PurchaseEvent extends compose(BaseModel, BelongsToWebsite) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number | null

  @column()
  declare bookingId: number | null

  @column()
  declare userId: number | null

  @column()
  declare actorName: string

  @column()
  declare action: PurchaseAction

  @column()
  declare fromStatus: string | null

  @column()
  declare paymentMethod: string | null

  /** a refund's amount in halalas */
  @column()
  declare amount: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
