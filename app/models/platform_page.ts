import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * A static page of the marketing site, at /page/{slug}.
 */
export default class PlatformPage extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare title: string

  @column()
  declare description: string | null

  @column()
  declare keywords: string | null

  @column()
  declare author: string | null

  @column()
  declare content: string
}
