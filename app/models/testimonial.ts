import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * A merchant testimonial on the marketing home page.
 */
export default class Testimonial extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare role: string | null

  @column()
  declare quote: string

  @column()
  declare avatar: string | null

  @column()
  declare sortOrder: number
}
