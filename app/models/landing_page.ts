import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

export const LANDING_LINKS = [
  'website',
  'another_website',
  'snapchat',
  'instagram',
  'facebook',
  'twitter',
  'tiktok',
  'youtube',
  'linkedin',
  'telegram',
  'email',
  'phone',
] as const
export type LandingLinks = Partial<Record<(typeof LANDING_LINKS)[number], string>>

import { booleanColumn, jsonColumn } from '#models/columns'
import LandingPageItem from '#models/landing_page_item'

/**
 * A menu (landing) page at /l/{slug}.
 */
export default class LandingPage extends compose(BaseModel, TenantRecord) {
  @column()
  declare slug: string

  @column()
  declare title: string

  @column()
  declare titleEn: string | null

  @column()
  declare description: string | null

  @column()
  declare logo: string | null

  @column()
  declare backgroundImage: string | null

  @column()
  declare backgroundColor: string

  @column()
  declare textColor: string

  @column()
  declare textActiveColor: string

  @column()
  declare buttonColor: string

  @column()
  declare buttonHoverColor: string

  @jsonColumn()
  declare links: LandingLinks

  @booleanColumn()
  declare enableQr: boolean

  @hasMany(() => LandingPageItem)
  declare items: HasMany<typeof LandingPageItem>
}
