// The merchant API's list of products: the dashboard's filters (search, category, shown or hidden), read by cursor.
import type Product from '#models/product'
import type Website from '#models/website'
import { ProductAdmin, catalogueFilters, PRODUCT_SORTS } from '#services/catalogue/product_admin'
import { applyCatalogueFilters } from '#services/catalogue/catalogue_support'
import { keysetPage, type Cursor, type FeedPage } from '#services/merchant_api/purchase_feed'

/**
 * One page of the website's products (archived ones never), newest first by id, under the
 * dashboard's list filters read from the same query string (q, category, status).
 */
export async function productFeed(
  website: Website,
  qs: Record<string, unknown>,
  cursor: Cursor | null,
  limit: number
): Promise<FeedPage<Product>> {
  const filters = catalogueFilters(qs, PRODUCT_SORTS, 'newest')
  const query = applyCatalogueFilters(
    ProductAdmin.query(website).preload('options'),
    filters,
    'store_category_id'
  )
  return keysetPage<Product>(query, cursor, limit)
}
