import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'

/** What a staff member did to an order or a booking. */
const PURCHASE_ACTIONS = [
  'success',
  'cancel',
  'paid',
  'refund',
  // an order's delivery (issue 31): assigned to a representative, picked up by them, could not be
  // delivered (with a note), their cash handed to the merchant; delivered is 'success' and the cash
  // they collected is 'paid' (cash), the same events the dashboard writes
  'assigned',
  'picked_up',
  'failed',
  'handed',
  // an order's fulfilment steps (issue 36) before delivered, which is 'success'
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
] as const
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

  /** why a delivery failed, as the representative wrote it */
  @column()
  declare note: string | null

  /** a refund's amount in halalas */
  @column()
  declare amount: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
