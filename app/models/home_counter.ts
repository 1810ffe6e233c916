import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * A counter of the marketing home page (websites, orders, sales, services).
 */
export default class HomeCounter extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column()
  declare count: number

  @column()
  declare unit: string | null

  @column()
  declare image: string | null

  @column()
  declare sortOrder: number
}
