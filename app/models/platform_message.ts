import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * A message sent through the marketing contact form.
 */
export default class PlatformMessage extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare message: string

  @column.dateTime()
  declare readAt: DateTime | null
}
