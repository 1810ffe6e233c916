import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

import Product from '#models/product'

/**
 * A product category of a storefront.
 */
export default class StoreCategory extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
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

  @hasMany(() => Product)
  declare products: HasMany<typeof Product>
}
