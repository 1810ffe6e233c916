// A storefront customer's one-time sign-in code, by SMS or e-mail (issue 36 item 2); only its hash is kept.
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { ExpiringCode } from '#models/mixins/expiring_code'

export type LoginCodeChannel = 'sms' | 'email'

/** See app/services/customers/customer_login_codes.ts: 6 digits, 10 minutes, a few attempts. */
export default class CustomerLoginCode extends compose(
  BaseModel,
  TenantRecord,
  BelongsToCustomer,
  ExpiringCode
) {
  @column()
  declare channel: LoginCodeChannel

  @column.dateTime()
  declare usedAt: DateTime | null
}
