// The rule of one cart line: at most 10 pieces, the product's option when it has options, the stock left.
import type Website from '#models/website'
import ProductOption from '#models/product_option'
import { DomainError } from '#exceptions/domain_error'
import { hasStockFor } from '#services/catalogue/stock'

/** SPEC.md section 9: the quantity selector goes from 1 to 10. */
export const MAX_QUANTITY = 10

/**
 * The option asked for, when it is one of this product's: a product with options needs one (Arabic
 * message, nothing added), one without takes none; another product's or website's id is not found.
 */
export async function chosenOption(
  website: Website,
  product: { id: number; name: string; option_count: number },
  optionId: number | null,
  field = 'option_id'
) {
  if (optionId === null) {
    if (product.option_count > 0) {
      throw new DomainError('product_option_required', { name: product.name }, field)
    }
    return null
  }
  const option = await ProductOption.query()
    .where('website_id', website.id)
    .where('product_id', product.id)
    .where('id', optionId)
    .first()
  if (!option) throw new DomainError('product_option_not_found', {}, field)
  return option
}

/** Refuses a quantity past what a product that counts its stock has left (Arabic message on `field`). */
export function requireStock(
  product: { name: string; stock: number | null },
  quantity: number,
  field: string
) {
  if (!hasStockFor(product.stock, quantity)) {
    const left = Math.max(product.stock!, 0)
    throw new DomainError('out_of_stock', { name: product.name, left }, field)
  }
}
