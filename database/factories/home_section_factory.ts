import factory from '@adonisjs/lucid/factories'
import HomeSection from '#models/home_section'
import { ensureWebsite } from '#database/factories/website_factory'

/** A block of the storefront home page, recent products unless merged otherwise; no title of its own. */
export const HomeSectionFactory = factory
  .define(HomeSection, () => ({
    site: 'order' as const,
    kind: 'recent_products' as const,
    title: null,
    sectionId: null,
    storeCategoryId: null,
    serviceCategoryId: null,
    sortOrder: 0,
  }))
  .state('content', (block) => {
    block.site = 'content'
    block.kind = 'recent_blogs'
  })
  .before('create', ensureWebsite)
  .build()
