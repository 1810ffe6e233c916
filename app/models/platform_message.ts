import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'
import { NamedContact } from '#models/mixins/named_contact'

/**
 * A message sent through the marketing contact form.
 */
export default class PlatformMessage extends compose(BaseModel, WithTimestamps, NamedContact) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare message: string

  @column.dateTime()
  declare readAt: DateTime | null
}
