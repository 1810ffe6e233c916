import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A username a website had before; its old addresses redirect to the new ones. */
export default class WebsiteUsername extends BaseModel {
  static table = 'website_username_history'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare username: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
