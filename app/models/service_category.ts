import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

import Service from '#models/service'

/**
 * A group of bookable services.
 */
export default class ServiceCategory extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare image: string | null

  @column()
  declare sortOrder: number

  @hasMany(() => Service)
  declare services: HasMany<typeof Service>
}
