// One paid period of a website's plan: active, scheduled after the current one, ended or replaced.
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'
import { PlanPeriod } from '#models/mixins/plan_period'

export const BILLING_PERIODS = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

type SubscriptionStatus = 'active' | 'scheduled' | 'ended' | 'replaced'

export default class Subscription extends compose(BaseModel, WithTimestamps, PlanPeriod) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column.dateTime()
  declare startsAt: DateTime

  @column.dateTime()
  declare endsAt: DateTime

  @column()
  declare status: SubscriptionStatus
}
