import type Website from '#models/website'
import { foldArabic } from '#services/arabic_text'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { PlanVisibility } from '#services/plans/plan_visibility'
import { likePattern } from '#services/sql_like'

/** Cards per page of the product grid: 2, 3 or 4 columns fill evenly. */
const PRODUCTS_PER_PAGE = 24

/** The search box text, trimmed and capped; the folding happens in the query. */
export function searchText(value: unknown) {
  return typeof value === 'string' ? value.trim().slice(0, 100) : ''
}

/**
 * Narrows a product or service query to the rows matching every word of `q` in their name or keywords,
 * Arabic-aware: the words are folded like the stored `search_text` (no tashkeel, one alef, ه for ة,
 * ي for ى), so a plain `like` finds them on SQLite and PostgreSQL alike. The storefront's search and the
 * dashboard's lists use this one matcher, so the merchant finds what the customer finds.
 */
export function whereSearchMatches<Query extends { whereRaw: (...args: any[]) => unknown }>(
  query: Query,
  q: string
): Query {
  const words = foldArabic(q).split(' ').filter(Boolean).slice(0, 8)
  for (const word of words) {
    query.whereRaw(`search_text like ? escape '\\'`, [likePattern(word)])
  }
  return query
}

/** The products the public may see: active, and within the plan's count (plan_visibility). */
async function activeProducts(website: Website) {
  const query = website.related('products').query().where('is_active', true)
  await PlanVisibility.apply(query, website, 'products')
  return { query }
}

function paginationMeta(meta: {
  currentPage: number
  lastPage: number
  total: number
  perPage: number
}) {
  return {
    currentPage: meta.currentPage,
    lastPage: meta.lastPage,
    total: meta.total,
    perPage: meta.perPage,
  }
}

/**
 * The storefront catalogue: product and service reads of one website, each a fixed number of queries
 * whatever the catalogue size.
 */
export const Catalogue = {
  /**
   * Products matching every word of `q` in their name or keywords, Arabic-aware: the words are folded
   * like the stored `search_text` (no tashkeel, one alef, ه for ة, ي for ى), so a plain `like` finds
   * them on SQLite and PostgreSQL alike. Two queries: the count and the page.
   */
  async searchProducts(
    website: Website,
    options: { q: string; page: number; categoryId?: number }
  ) {
    const { query } = await activeProducts(website)
    whereSearchMatches(query, options.q)
    if (options.categoryId) query.where('store_category_id', options.categoryId)

    const page = await query
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .paginate(options.page, PRODUCTS_PER_PAGE)
    return {
      data: page.all().map(CataloguePresenter.productCard),
      meta: paginationMeta(page.getMeta()),
    }
  },

  /** One product by id or by slug, with its category and gallery; null when this website has none such. */
  async findProduct(website: Website, by: { id: number } | { slug: string }) {
    const { query } = await activeProducts(website)
    query.preload('storeCategory').preload('images').preload('options')
    if ('id' in by) query.where('id', by.id)
    else query.where('slug', by.slug)
    return query.first()
  },

  /** Other products of the same category for the product page's carousel. */
  async relatedProducts(website: Website, product: { id: number; storeCategoryId: number | null }) {
    if (!product.storeCategoryId) return []
    const { query } = await activeProducts(website)
    const rows = await query
      .where('store_category_id', product.storeCategoryId)
      .whereNot('id', product.id)
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .limit(10)
    return rows.map(CataloguePresenter.productCard)
  },

  /**
   * Every product category with its first products for a carousel each: two queries (the categories
   * with their product counts, and the products of all of them, limited per category by the database).
   */
  async categoriesWithProducts(website: Website, perCategory = 12) {
    const visible = await PlanVisibility.rule(website, 'products')
    const categories = await website
      .related('storeCategories')
      .query()
      .withCount('products', (query) => visible(query.where('is_active', true)))
      .preload('products', (query) => {
        visible(query)
        query
          .where('website_id', website.id)
          .where('is_active', true)
          .groupOrderBy('sort_order', 'asc')
          .groupLimit(perCategory)
      })
      .orderBy('sort_order')
      .orderBy('id')
    return categories.map((category) => ({
      ...CataloguePresenter.storeCategory(category),
      products: category.products.map(CataloguePresenter.productCard),
    }))
  },

  async findCategory(website: Website, slug: string) {
    const visible = await PlanVisibility.rule(website, 'products')
    return website
      .related('storeCategories')
      .query()
      .where('slug', slug)
      .withCount('products', (query) => visible(query.where('is_active', true)))
      .first()
  },

  /** Service categories with their active services, for the services page (two queries). */
  async serviceCategories(website: Website) {
    const visible = await PlanVisibility.rule(website, 'services')
    const categories = await website
      .related('serviceCategories')
      .query()
      .preload('services', (query) => {
        visible(query)
        query
          .where('website_id', website.id)
          .where('is_active', true)
          .orderBy('sort_order')
          .orderBy('id')
      })
      .orderBy('sort_order')
      .orderBy('id')
    const others = website.related('services').query()
    visible(others)
    const uncategorised = await others
      .where('is_active', true)
      .whereNull('service_category_id')
      .orderBy('sort_order')
      .orderBy('id')
    return [
      ...categories
        .filter((category) => category.services.length > 0)
        .map(CataloguePresenter.serviceCategory),
      ...(uncategorised.length > 0
        ? [
            {
              id: 0,
              name: 'خدمات أخرى',
              slug: '',
              services: uncategorised.map(CataloguePresenter.serviceCard),
            },
          ]
        : []),
    ]
  },

  /** One service by id or slug, with its category and options; null when not this website's. */
  async findService(website: Website, by: { id: number } | { slug: string }) {
    const query = website.related('services').query()
    await PlanVisibility.apply(query, website, 'services')
    query
      .where('is_active', true)
      .preload('serviceCategory')
      .preload('options', (options) => options.orderBy('sort_order').orderBy('id'))
    if ('id' in by) query.where('id', by.id)
    else query.where('slug', by.slug)
    return query.first()
  },
}
