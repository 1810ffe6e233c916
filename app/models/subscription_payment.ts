// A checkout of the plan page and the Moyasar payment that paid it, with the platform's invoice number.
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Plan from '#models/plan'
import type { BillingPeriod } from '#models/subscription'

export type BillingKind = 'subscribe' | 'renew' | 'upgrade' | 'downgrade'

export default class SubscriptionPayment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare planId: number

  @column()
  declare period: BillingPeriod

  @column()
  declare kind: BillingKind

  /** halalas, VAT included */
  @column()
  declare amount: number

  @column()
  declare status: 'pending' | 'paid' | 'failed'

  @column()
  declare paymentId: string | null

  @column()
  declare message: string | null

  @column()
  declare subscriptionId: number | null

  @column()
  declare invoiceNumber: number | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>
}
