import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { NamedContact } from '#models/mixins/named_contact'

/**
 * A message sent through a merchant's contact form.
 */
export default class ContactMessage extends compose(
  BaseModel,
  BelongsToWebsite,
  WithTimestamps,
  NamedContact
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare phone: string | null

  @column()
  declare message: string

  @column.dateTime()
  declare readAt: DateTime | null
}
