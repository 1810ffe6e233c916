import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import MarketplaceApp from '#models/marketplace_app'

/**
 * A category of the apps catalogue (payment, deleviery, apps-support).
 */
export default class AppCategory extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare icon: string | null

  @column()
  declare sortOrder: number

  @hasMany(() => MarketplaceApp, { foreignKey: 'appCategoryId' })
  declare apps: HasMany<typeof MarketplaceApp>
}
