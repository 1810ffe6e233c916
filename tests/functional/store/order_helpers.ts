import router from '@adonisjs/core/services/router'
import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import Cart from '#models/cart'
import Order from '#models/order'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'

/** Places a real order through the checkout for this customer; returns it with its lines and bill. */
export async function placeOrder(
  client: ApiClient,
  website: Website,
  customer: Customer,
  lines: [number, number][]
) {
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي السليمانية',
    street: 'شارع الضباب',
    shortAddress: 'RSLA7777',
  }).create()
  const cart =
    (await Cart.query()
      .where('website_id', website.id)
      .where('customer_id', customer.id)
      .first()) ??
    (await CartFactory.merge({ websiteId: website.id, customerId: customer.id }).create())
  cart.addressId = address.id
  await cart.save()
  for (const [productId, quantity] of lines) {
    await CartItemFactory.merge({
      websiteId: website.id,
      cartId: cart.id,
      productId,
      quantity,
    }).create()
  }
  const branch = await website.related('branches').query().firstOrFail()
  const { username } = website
  await submitAs(
    client,
    'post',
    router.makeUrl('store.checkout.store', { username }),
    customer,
    router.makeUrl('store.checkout.payment', { username }),
    { payment_method: 'cod', checkout_token: randomUUID(), branch_id: branch.id }
  )
  return Order.query()
    .where('customer_id', customer.id)
    .orderBy('id', 'desc')
    .preload('items')
    .preload('bill')
    .firstOrFail()
}

/**
 * A new cart of the customer with these lines ([productId, quantity]) and a new Riyadh address of theirs
 * chosen: ready for the checkout's confirmation (the concurrency specs' cart).
 */
export async function cartReadyToConfirm(
  website: Website,
  customer: Customer,
  lines: [number, number][]
) {
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي الورود',
    street: 'شارع العليا',
    shortAddress: 'RWRD5555',
  }).create()
  const cart = await CartFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    addressId: address.id,
  }).create()
  await CartItemFactory.merge(
    lines.map(([productId, quantity]) => ({
      websiteId: website.id,
      cartId: cart.id,
      productId,
      quantity,
    }))
  ).createMany(lines.length)
  return cart
}

/** A store page as this customer, the way the app visits it (Inertia). */
export function visitAs(client: ApiClient, url: string, customer: Customer) {
  return client.get(url).withGuard('customer').loginAs(customer).withInertia()
}

/** A store form sent as this customer from the page `referer` (Inertia, CSRF, no redirect followed). */
export function submitAs(
  client: ApiClient,
  method: 'post' | 'patch' | 'delete',
  url: string,
  customer: Customer,
  referer: string,
  form?: Record<string, unknown>
) {
  const request = client[method](url)
    .header('referer', referer)
    .withGuard('customer')
    .loginAs(customer)
    .withInertia()
  return (form ? request.form(form) : request).withCsrfToken().redirects(0)
}

/** Adds one of the product to the customer's cart through the app (its price is noted as seen). */
export function addToCart(
  client: ApiClient,
  website: Website,
  customer: Customer,
  productId: number
) {
  return client
    .post(router.makeUrl('store.cart_items.store', { username: website.username }))
    .header('referer', router.makeUrl('store.home.show', { username: website.username }))
    .withGuard('customer')
    .loginAs(customer)
    .withInertia()
    .form({ product_id: productId, quantity: 1 })
    .withCsrfToken()
}
