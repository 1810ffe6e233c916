// An extra photo of a product's gallery (its main photo stays products.image).
import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'

export default class ProductImage extends compose(BaseModel, BelongsToWebsite) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  /** the uploaded image's address (ImageUploads) */
  @column()
  declare url: string

  @column()
  declare sortOrder: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
