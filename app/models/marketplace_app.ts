import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import AppCategory from '#models/app_category'

/**
 * A provider or service in the apps catalogue; /app/{title} shows its details.
 */
export default class MarketplaceApp extends compose(BaseModel, WithTimestamps) {
  static table = 'apps'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare appCategoryId: number

  @column()
  declare title: string

  @column()
  declare name: string

  @column()
  declare summary: string | null

  @column()
  declare details: string | null

  @column()
  declare logo: string | null

  @column()
  declare tab: string | null

  @column()
  declare websiteUrl: string | null

  @column()
  declare sortOrder: number

  @belongsTo(() => AppCategory, { foreignKey: 'appCategoryId' })
  declare category: BelongsTo<typeof AppCategory>
}
