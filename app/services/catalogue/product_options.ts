// A product's options with their own price: the dashboard's list kept in step, and the rules every page shares.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ProductOption from '#models/product_option'
import type Product from '#models/product'
import type Website from '#models/website'
import { dropOptions, optionChanges } from '#services/catalogue/catalogue_support'

/** More than a bakery's sizes or a perfume's bottles: a longer list is a different product. */
export const MAX_PRODUCT_OPTIONS = 20

interface ProductOptionInput {
  id?: number | null
  name: string
  /** halalas, VAT included */
  price: number
}

/** The name a cart line, an order line and an invoice show: «كعكة الشوكولاتة - صغير ٨ قطع». */
export function lineName(productName: string, optionName: string | null | undefined) {
  return optionName ? `${productName} - ${optionName}` : productName
}

/** What a product with these options costs at least (its price without any). */
export function lowestPrice(ownPrice: number, options: { price: number }[]) {
  return options.length === 0 ? ownPrice : Math.min(...options.map((option) => option.price))
}

export const ProductOptions = {
  /**
   * The options as the form lists them: an id edits that option, no id adds one, an option left out is
   * removed; the list's order is their order. An id that is not one of this product's options stops the
   * save (nothing is written: the caller's transaction rolls back). Carts holding a removed option keep
   * the line, marked no longer available; orders keep its name and price. The product's price becomes
   * the lowest option's, and its option count is kept. No list (an API client that predates options):
   * the options stay as they are and the price is still their lowest.
   */
  async sync(
    website: Website,
    product: Product,
    list: ProductOptionInput[] | undefined,
    trx: TransactionClientContract
  ) {
    const existing = await ProductOption.query({ client: trx })
      .where('website_id', website.id)
      .where('product_id', product.id)
    const wanted = list ?? existing
    const { byId, removed } = optionChanges(existing, wanted, 'product_option_unknown')
    // a cart line holding a removed option stays, marked no longer available
    await dropOptions(trx, website, removed, {
      table: 'product_options',
      column: 'product_option_id',
      lines: ['cart_items', 'order_items'],
    })
    for (const [index, option] of wanted.entries()) {
      const fields = { name: option.name, price: option.price, sortOrder: index + 1 }
      const current = option.id ? byId.get(option.id) : undefined
      if (current) {
        current.useTransaction(trx)
        current.merge(fields)
        await current.save()
      } else {
        await ProductOption.create(
          { websiteId: website.id, productId: product.id, ...fields },
          { client: trx }
        )
      }
    }
    product.useTransaction(trx)
    product.merge({
      optionCount: wanted.length,
      price: lowestPrice(product.price, wanted),
    })
    await product.save()
  },

  /** A product's options in order (the product page's chooser, the forms, the API). */
  of(website: Website, productId: number, trx?: TransactionClientContract) {
    return ProductOption.query(trx ? { client: trx } : {})
      .where('website_id', website.id)
      .where('product_id', productId)
      .orderBy('sort_order')
      .orderBy('id')
  },
}
