import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'

/**
 * A one-time password-reset link of a storefront customer. Only the SHA-256 of the token is stored.
 */
export default class CustomerPasswordReset extends compose(
  BaseModel,
  TenantRecord,
  BelongsToCustomer
) {
  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null
}
