import factory from '@adonisjs/lucid/factories'
import StoreCategory from '#models/store_category'
import { ensureWebsite } from '#database/factories/website_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { CATEGORY_NAMES, uniqueSlug } from '#database/factories/support'

/** A category of a storefront's products. */
export const StoreCategoryFactory = factory
  .define(StoreCategory, ({ faker }) => ({
    name: faker.helpers.arrayElement(CATEGORY_NAMES),
    slug: uniqueSlug('category'),
    image: null,
    sortOrder: 0,
  }))
  .before('create', ensureWebsite)
  .relation('products', () => ProductFactory)
  .build()
