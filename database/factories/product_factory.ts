import factory from '@adonisjs/lucid/factories'
import Product from '#models/product'
import StoreCategory from '#models/store_category'
import { ensureWebsite } from '#database/factories/website_factory'
import {
  PRODUCT_NAMES,
  borrowWebsite,
  priceHalalas,
  sequence,
  uniqueSlug,
} from '#database/factories/support'

/** An active product with a VAT-inclusive price in halalas (searchText is folded by the model). */
export const ProductFactory = factory
  .define(Product, ({ faker }) => ({
    storeCategoryId: null,
    name: faker.helpers.arrayElement(PRODUCT_NAMES),
    slug: uniqueSlug('product'),
    sku: `SKU-${sequence()}`,
    description: 'منتج محلي مختار بعناية، يصلك مغلفًا وجاهزًا للإهداء.',
    keywords: null,
    image: null,
    price: priceHalalas(faker),
    oldPrice: null,
    isActive: true,
    sortOrder: 0,
  }))
  /** Hidden by the merchant: not listed, not orderable. */
  .state('hidden', (product) => {
    product.isActive = false
  })
  /** On offer: the old price is a quarter higher. */
  .state('discounted', (product) => {
    product.oldPrice = Math.round((product.price * 1.25) / 50) * 50
  })
  .before('create', async (_, product, ctx) => {
    await borrowWebsite(product, ctx, 'storeCategoryId', StoreCategory)
    await ensureWebsite(_, product, ctx)
  })
  .build()
