import type Order from '#models/order'
import type { CartService } from '#services/cart/cart_service'
import { MAX_QUANTITY } from '#services/cart/cart_line_rule'
import { DomainError } from '#exceptions/domain_error'

/**
 * "اطلب مرة أخرى": the order's products that are still sold go back into the cart at today's prices
 * (the cart never keeps a price). Returns how many lines were added and how many were skipped.
 */
export async function reorder(cart: CartService, order: Order) {
  await order.load('items')
  let added = 0
  let skipped = 0
  for (const item of order.items) {
    if (!item.productId) {
      skipped++
      continue
    }
    try {
      // in the same option; one deleted since leaves the line out
      await cart.add(item.productId, Math.min(item.quantity, MAX_QUANTITY), item.productOptionId)
      added++
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      if (
        error.is('product_not_found') ||
        error.is('product_option_required') ||
        error.is('product_option_not_found')
      ) {
        skipped++
      }
    }
  }
  return { added, skipped }
}
