// A product sold in options for the tests: a cake in two sizes, each with its own price.
import ProductOption from '#models/product_option'
import type Website from '#models/website'
import { ProductFactory } from '#database/factories/product_factory'

/** A cake sold in two sizes, each with its own price, as the dashboard saves it. */
export async function cakeOf(website: Website, stock: number | null = null) {
  const product = await ProductFactory.merge({
    websiteId: website.id,
    name: 'كعكة الشوكولاتة',
    price: 12000,
    stock,
  }).create()
  const [small, large] = await ProductOption.createMany([
    {
      websiteId: website.id,
      productId: product.id,
      name: 'صغير ٨ قطع',
      price: 12000,
      sortOrder: 1,
    },
    {
      websiteId: website.id,
      productId: product.id,
      name: 'كبير ١٦ قطعة',
      price: 21000,
      sortOrder: 2,
    },
  ])
  product.optionCount = 2
  await product.save()
  return { product, small, large }
}
