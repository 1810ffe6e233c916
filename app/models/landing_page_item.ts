import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import LandingPage from '#models/landing_page'

/**
 * A menu item of a landing page; items are shown grouped by group_name.
 */
export default class LandingPageItem extends compose(BaseModel, TenantRecord) {
  @column()
  declare landingPageId: number

  @column()
  declare groupName: string

  @column()
  declare name: string

  @column()
  declare calories: number | null

  @column()
  declare price: number

  @column()
  declare sortOrder: number

  @belongsTo(() => LandingPage)
  declare landingPage: BelongsTo<typeof LandingPage>
}
