// A cart an API client sends whole with its order: its lines checked against the database, then stored.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Cart from '#models/cart'
import CartItem from '#models/cart_item'
import type ProductOption from '#models/product_option'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PlanVisibility } from '#services/plans/plan_visibility'
import { chosenOption, MAX_QUANTITY, requireStock } from '#services/cart/cart_line_rule'

/**
 * The lines of a cart sent whole (an API client sends its cart with the order), checked against the
 * database: products of this website still sold, at most 10 each. A line whose `price` (halalas, what
 * the client showed) is no longer the product's price refuses the whole cart (409).
 */
export async function checkCartLines(
  website: Website,
  lines: { productId: number; optionId?: number | null; quantity: number; price?: number }[]
) {
  // a product hidden past the plan's count (plan_visibility) is not sold, even from an older cart
  const visible = await PlanVisibility.rule(website, 'products')
  const products = await website
    .related('products')
    .query()
    .where(visible)
    .whereIn(
      'id',
      lines.map((line) => line.productId)
    )
    .where('is_active', true)
  const chosen: (ProductOption | null)[] = []
  for (const [index, line] of lines.entries()) {
    const product = products.find((p) => p.id === line.productId)
    if (!product) throw new DomainError('product_not_found', {}, `items.${index}.id`)
    if (line.quantity > MAX_QUANTITY) {
      throw new DomainError('quantity_too_high', { max: MAX_QUANTITY }, `items.${index}.quantity`)
    }
    const option = await chosenOption(
      website,
      { id: product.id, name: product.name, option_count: product.optionCount },
      line.optionId ?? null,
      `items.${index}.option_id`
    )
    chosen.push(option)
    if (line.price !== undefined && line.price !== (option?.price ?? product.price)) {
      throw new DomainError('order_item_price_changed', {}, `items.${index}.price`)
    }
    requireStock(product, line.quantity, `items.${index}.quantity`)
  }
  // one line per product and option, as the cart keeps them
  const merged = new Map<
    string,
    { productId: number; option: ProductOption | null; quantity: number }
  >()
  lines.forEach((line, index) => {
    const option = chosen[index]
    const key = `${line.productId}:${option?.id ?? 0}`
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity
    merged.set(key, {
      productId: line.productId,
      option,
      quantity: Math.min(quantity, MAX_QUANTITY),
    })
  })
  return [...merged.values()].map(({ productId, option, quantity }) => {
    const product = products.find((p) => p.id === productId)!
    return {
      productId,
      quantity,
      productName: product.name,
      productOptionId: option?.id ?? null,
      optionName: option?.name ?? null,
      optionKey: option?.id ?? 0,
      seenPrice: option?.price ?? product.price,
    }
  })
}

/** Replaces the cart's lines by these (inside the caller's transaction). */
export async function replaceCartLines(
  website: Website,
  cart: Cart,
  lines: Awaited<ReturnType<typeof checkCartLines>>,
  trx: TransactionClientContract
) {
  await CartItem.query({ client: trx })
    .where('website_id', website.id)
    .where('cart_id', cart.id)
    .delete()
  await CartItem.createMany(
    lines.map((line) => ({ websiteId: website.id, cartId: cart.id, ...line })),
    { client: trx }
  )
}
