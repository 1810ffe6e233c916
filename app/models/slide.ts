import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import type { SiteKind } from '#models/home_section'

/**
 * A slider image of the content site (site 'content') or the storefront (site 'order').
 */
export default class Slide extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare site: SiteKind

  @column()
  declare image: string

  @column()
  declare title: string | null

  @column()
  declare description: string | null

  @column()
  declare link: string | null

  @column()
  declare buttonText: string | null

  @column()
  declare buttonColor: string | null

  @column()
  declare buttonTextColor: string | null

  @column()
  declare sortOrder: number
}
