import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import { Listed } from '#models/mixins/listed'

import Product from '#models/product'

/**
 * A product category of a storefront.
 */
export default class StoreCategory extends compose(
  BaseModel,
  BelongsToWebsite,
  WithTimestamps,
  Listed
) {
  @column({ isPrimary: true })
  declare id: number

  @hasMany(() => Product)
  declare products: HasMany<typeof Product>
}
