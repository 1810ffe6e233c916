import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import type { SiteKind } from '#models/home_section'

/**
 * A recorded visit of a public site page.
 */
export default class Visit extends compose(BaseModel, BelongsToWebsite) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare site: SiteKind

  @column()
  declare path: string

  @column()
  declare referrer: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
