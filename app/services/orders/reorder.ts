import type { HttpContext } from '@adonisjs/core/http'
import type Order from '#models/order'
import { CartService, MAX_QUANTITY } from '#services/cart/cart_service'
import { StoreFormError } from '#services/cart/store_form_error'

/**
 * "اطلب مرة أخرى": the order's products that are still sold go back into the cart at today's prices
 * (the cart never keeps a price). Returns how many lines were added and how many were skipped.
 */
export async function reorder(ctx: HttpContext, order: Order) {
  await order.load('items')
  const cart = CartService.forRequest(ctx, { forWriting: true })
  let added = 0
  let skipped = 0
  for (const item of order.items) {
    if (!item.productId) {
      skipped++
      continue
    }
    try {
      await cart.add(item.productId, Math.min(item.quantity, MAX_QUANTITY))
      added++
    } catch (error) {
      if (!(error instanceof StoreFormError)) throw error
      if (error.field === 'product_id') skipped++
    }
  }
  return { added, skipped }
}
