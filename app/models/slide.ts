import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import type { SiteKind } from '#models/home_section'

/**
 * A slider image of the content site (site 'content') or the storefront (site 'order').
 */
export default class Slide extends compose(BaseModel, TenantRecord) {
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
