// At sign-in, a guest's cart joins the customer's cart.
import db from '@adonisjs/lucid/services/db'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import type Website from '#models/website'
import { MAX_QUANTITY } from '#services/cart/cart_line_rule'

/**
 * At login: the guest's cart joins the customer's. Lines of the same product and option add up (at most 10);
 * without a customer cart the guest cart simply becomes the customer's.
 */
export async function mergeGuestCart(website: Website, guestToken: string, customerId: number) {
  await db.transaction(async (trx) => {
    const guest = await Cart.query({ client: trx })
      .where('website_id', website.id)
      .where('guest_token', guestToken)
      .whereNull('customer_id')
      .first()
    if (!guest) return
    const mine = await Cart.query({ client: trx })
      .where('website_id', website.id)
      .where('customer_id', customerId)
      .first()
    if (!mine) {
      guest.customerId = customerId
      guest.guestToken = null
      guest.expiresAt = null
      await guest.save()
      return
    }
    const guestLines = await CartItem.query({ client: trx })
      .where('website_id', website.id)
      .where('cart_id', guest.id)
    const myLines = await CartItem.query({ client: trx })
      .where('website_id', website.id)
      .where('cart_id', mine.id)
    for (const line of guestLines) {
      const same = myLines.find(
        (l) =>
          l.productId !== null && l.productId === line.productId && l.optionKey === line.optionKey
      )
      if (same) {
        same.quantity = Math.min(same.quantity + line.quantity, MAX_QUANTITY)
        await same.save()
        await line.delete()
      } else {
        line.cartId = mine.id
        await line.save()
      }
    }
    await guest.delete()
  })
}
