import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn } from '#models/columns'

export type SiteKind = 'content' | 'order'

/** content site: slides, categories, recent_blogs; storefront: the rest; `form` on both (added by the merchant) */
export const HOME_SECTION_KINDS = [
  'slides',
  'categories',
  'recent_blogs',
  'slider',
  'store_categories',
  'offers',
  'recent_products',
  'blog_section',
  'services_category',
  'form',
] as const
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number]

import Section from '#models/section'
import StoreCategory from '#models/store_category'
import ServiceCategory from '#models/service_category'
import Form from '#models/form'

/**
 * A block of a home page; blocks show in the order of sort_order.
 */
export default class HomeSection extends compose(BaseModel, TenantRecord) {
  @column()
  declare site: SiteKind

  @column()
  declare kind: HomeSectionKind

  @column()
  declare title: string | null

  @column()
  declare sectionId: number | null

  @column()
  declare storeCategoryId: number | null

  @column()
  declare serviceCategoryId: number | null

  /** the form a `form` block shows; null once the form is deleted (the block then shows nothing) */
  @column()
  declare formId: number | null

  @column()
  declare sortOrder: number

  /** a hidden block keeps its place; the home page leaves it out */
  @booleanColumn()
  declare isVisible: boolean

  @belongsTo(() => Section)
  declare section: BelongsTo<typeof Section>

  @belongsTo(() => StoreCategory)
  declare storeCategory: BelongsTo<typeof StoreCategory>

  @belongsTo(() => ServiceCategory)
  declare serviceCategory: BelongsTo<typeof ServiceCategory>

  @belongsTo(() => Form)
  declare form: BelongsTo<typeof Form>
}
