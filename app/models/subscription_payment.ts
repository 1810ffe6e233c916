// A checkout of the plan page and the Moyasar payment that paid it, with the platform's invoice number.
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'
import { PlanPeriod } from '#models/mixins/plan_period'

export type BillingKind = 'subscribe' | 'renew' | 'upgrade' | 'downgrade'

export default class SubscriptionPayment extends compose(BaseModel, WithTimestamps, PlanPeriod) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

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
}
