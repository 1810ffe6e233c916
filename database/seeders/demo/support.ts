// What both demo merchants are built from: the shared password, opening hours, owner, customer and products.
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import type Website from '#models/website'
import type { WorkingHours } from '#models/branch'
import type Product from '#models/product'
import { lowestPrice } from '#services/catalogue/product_options'
import { DEMO_PRODUCT_OPTIONS } from '#database/seeders/data/demo_content'

export const DEMO_PASSWORD = 'safhati123'

/** Open 10:00 to 22:00, closed Saturday and Sunday as the spec's booking calendar says. */
export function weekdayHours(open = '10:00', close = '22:00'): WorkingHours {
  const day = { open, close }
  return { sun: null, mon: day, tue: day, wed: day, thu: day, fri: day, sat: null }
}

/** A verified merchant who signs in with DEMO_PASSWORD. */
export function createDemoOwner(attributes: Partial<User>) {
  return User.create({
    ...attributes,
    password: DEMO_PASSWORD,
    role: 'merchant',
    emailVerifiedAt: DateTime.now(),
  })
}

/** A storefront customer with one delivery address in Saudi Arabia. */
export async function createDemoCustomer(
  website: Website,
  customer: { name: string; email: string; phone: string },
  address: { city: string; district: string; street: string; shortAddress: string }
) {
  const row = await website
    .related('customers')
    .create({ ...customer, password: await hash.make(DEMO_PASSWORD) })
  await row.related('addresses').create({ websiteId: website.id, country: 'SA', ...address })
}

/**
 * A demo website's products in their categories (by slug), with the demo pictures in turn and the
 * options DEMO_PRODUCT_OPTIONS gives some of them.
 */
export async function createProducts(
  website: Website,
  categories: { id: number; slug: string }[],
  products: { category: string }[]
) {
  const categoryBySlug = Object.fromEntries(categories.map((c) => [c.slug, c.id]))
  for (const [index, { category, ...product }] of products.entries()) {
    await withOptions(
      await website.related('products').create({
        ...product,
        storeCategoryId: categoryBySlug[category],
        image: `/images/demo/product-${(index % 4) + 1}.webp`,
        sortOrder: index + 1,
      })
    )
  }
}

/** A demo product's options (DEMO_PRODUCT_OPTIONS), its price then the lowest as the dashboard keeps it. */
async function withOptions(product: Product) {
  const options = DEMO_PRODUCT_OPTIONS[product.slug]
  if (!options) return
  await product.related('options').createMany(
    options.map(([name, price], position) => ({
      websiteId: product.websiteId,
      name,
      price,
      sortOrder: position + 1,
    }))
  )
  product.merge({
    optionCount: options.length,
    price: lowestPrice(
      product.price,
      options.map(([, price]) => ({ price }))
    ),
    oldPrice: null,
  })
  await product.save()
}
