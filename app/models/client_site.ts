import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * A merchant site in the sliding client showcase of the marketing home page.
 */
export default class ClientSite extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare logo: string | null

  @column()
  declare image: string | null

  @column()
  declare url: string | null

  @column()
  declare sortOrder: number
}
