import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { NamedContact } from '#models/mixins/named_contact'

/**
 * A message sent through a merchant's contact form.
 */
export default class ContactMessage extends compose(BaseModel, TenantRecord, NamedContact) {
  @column()
  declare phone: string | null

  @column()
  declare message: string

  @column.dateTime()
  declare readAt: DateTime | null
}
