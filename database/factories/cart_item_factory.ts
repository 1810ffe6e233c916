import factory from '@adonisjs/lucid/factories'
import CartItem from '#models/cart_item'
import Cart from '#models/cart'
import Product from '#models/product'
import { CartFactory } from '#database/factories/cart_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { clientOf, ensureParent } from '#database/factories/support'

/** A line of a cart: a product of the cart's website (created when not given), at its price. */
export const CartItemFactory = factory
  .define(CartItem, ({ faker }) => ({
    productId: null,
    productName: null,
    seenPrice: null,
    quantity: faker.number.int({ min: 1, max: 3 }),
  }))
  .before('create', async (_, item, ctx) => {
    await ensureParent(item, ctx, 'cartId', Cart, () => CartFactory)
    await ensureParent(item, ctx, 'productId', Product, () => ProductFactory)
    const product = await Product.findOrFail(item.productId!, clientOf(ctx))
    item.productName ??= product.name
    item.seenPrice ??= product.price
  })
  .build()
