import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { Listed } from '#models/mixins/listed'

import Service from '#models/service'

/**
 * A group of bookable services.
 */
export default class ServiceCategory extends compose(
  BaseModel,
  BelongsToWebsite,
  WithTimestamps,
  Listed
) {
  @column({ isPrimary: true })
  declare id: number

  @hasMany(() => Service)
  declare services: HasMany<typeof Service>
}
