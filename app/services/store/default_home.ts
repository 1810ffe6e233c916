// The storefront home of a website whose merchant has not arranged one: what the store has, newest first.
import { PlanVisibility } from '#services/plans/plan_visibility'
import type Website from '#models/website'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import type { HomeBlock } from '#services/store/home_page'

/** Cards in one default block, as in an arranged home. */
const PER_BLOCK = 12

/**
 * The blocks a new store shows on day one, before its merchant opens "ترتيب الرئيسية": its categories
 * (those with an active product), its newest active products and its newest active services. An
 * empty kind is left out, so a store with two products shows them and nothing else. The ids are
 * negative: no saved home section has one, so React keys never collide with a real block.
 */
export async function defaultHomeBlocks(website: Website): Promise<HomeBlock[]> {
  // what is over the plan's counts stays hidden (plan_visibility)
  const visible = await PlanVisibility.rules(website)
  const [categories, products, services] = await Promise.all([
    website
      .related('storeCategories')
      .query()
      .withCount('products', (query) => visible.products(query.where('is_active', true)))
      .whereHas('products', (query) => visible.products(query.where('is_active', true)))
      .orderBy('sort_order')
      .orderBy('id')
      .limit(PER_BLOCK),
    website
      .related('products')
      .query()
      .where('is_active', true)
      .where(visible.products)
      .orderBy('id', 'desc')
      .limit(PER_BLOCK),
    website
      .related('services')
      .query()
      .where('is_active', true)
      .where(visible.services)
      .orderBy('id', 'desc')
      .limit(PER_BLOCK),
  ])

  const blocks: HomeBlock[] = []
  if (categories.length) {
    blocks.push({
      id: -1,
      title: null,
      kind: 'store_categories',
      categories: categories.map(CataloguePresenter.storeCategory),
    })
  }
  if (products.length) {
    blocks.push({
      id: -2,
      title: null,
      kind: 'recent_products',
      category: null,
      products: products.map(CataloguePresenter.productCard),
    })
  }
  if (services.length) {
    blocks.push({
      id: -3,
      title: null,
      kind: 'recent_services',
      services: services.map(CataloguePresenter.serviceCard),
    })
  }
  return blocks
}
