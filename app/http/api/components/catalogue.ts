// The /api/v1 components of a storefront's catalogue: product and service cards, store categories.
import { t } from '#http/api/api_schema'
import { nstr, str } from '#http/api/components/fields'

/** SPEC.md section 3's product fields beside the card's. */
const productSpec = {
  sku: nstr(),
  keywords: nstr(),
  new_price: t.money(),
  is_discounted: t.bool(),
}

/** What is left of a product that counts its stock (issue 36): sold out, or the few units left. */
const productStock = {
  sold_out: t.bool(),
  few_left: { ...t.nullable(t.int()), description: 'units left when 5 or fewer, else null' },
}

/** A product with options is chosen on its page: its price is then the lowest option's. */
const productHasOptions = {
  has_options: {
    ...t.bool(),
    description: 'true: price is the lowest of its options (“from”); an order item names one',
  },
}

/** SPEC.md section 3's service fields beside the card's. */
const serviceSpec = {
  keywords: nstr(),
  new_price: t.money(),
  is_discounted: t.bool(),
  duration: { ...t.int(), description: 'minutes' },
}

/** What a product's card and a service's share first. */
const card = {
  id: t.int(),
  name: str(),
  slug: str(),
  image: nstr(),
  price: t.money(),
  old_price: t.nullable(t.money()),
}

/** A product's card: also the opening of its own page's answer (GET /api/v1/store/products/:slug). */
export const productCardFields = {
  ...card,
  ...productSpec,
  ...productStock,
  ...productHasOptions,
}

/** A service's card: also the opening of its own page's answer (GET /api/v1/store/services/:slug). */
export const serviceCardFields = {
  ...card,
  duration_minutes: t.int(),
  ...serviceSpec,
}

/** The cards of the catalogue and its categories. */
export const catalogueComponents = {
  ProductCard: t.object(productCardFields),
  ServiceCard: t.object(serviceCardFields),
  StoreCategory: t.object({
    id: t.int(),
    name: str(),
    slug: str(),
    image: nstr(),
    product_count: t.int(),
  }),
}
