import { randomBytes } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import Cart from '#models/cart'
import Customer from '#models/customer'
import { ensureWebsite } from '#database/factories/website_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { borrowWebsite } from '#database/factories/support'

/** A guest's cart (a random token, as the session holds it); merge customerId for a customer's. */
export const CartFactory = factory
  .define(Cart, () => ({
    customerId: null,
    guestToken: randomBytes(24).toString('hex'),
    branchId: null,
    addressId: null,
    expiresAt: null,
  }))
  .before('create', async (_, cart, ctx) => {
    if (cart.customerId) cart.guestToken = null
    await borrowWebsite(cart, ctx, 'customerId', Customer)
    await ensureWebsite(_, cart, ctx)
  })
  .relation('items', () => CartItemFactory)
  .build()
