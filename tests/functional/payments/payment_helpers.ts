// Helpers of the online payment tests: the fake gateway for a group, demo connected, orders placed online.
import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import env from '#start/env'
import Cart from '#models/cart'
import Order from '#models/order'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { FAKE_KEYS, GOOD_CARD, MoyasarFake } from '#tests/functional/payments/moyasar_fake'
import { submitAs } from '#tests/functional/store/order_helpers'

export const fake = new MoyasarFake()

/** Starts the fake for the group and points the app's gateway address at it. */
export function useFakeGateway(group: Group) {
  let before: string | undefined
  group.setup(async () => {
    before = env.get('MOYASAR_API_URL')
    const url = await fake.start()
    env.set('MOYASAR_API_URL', url)
    return async () => {
      await fake.stop()
      env.set('MOYASAR_API_URL', before ?? '')
    }
  })
  group.each.setup(() => fake.reset())
}

export function connect(website: Website) {
  return PaymentGateways.connect(website, {
    publishable_key: FAKE_KEYS.publishable,
    secret_key: FAKE_KEYS.secret,
  })
}

/** Registers the website's webhook at the fake, with the token the dashboard shows. */
export async function registerWebhook(website: Website, appBase: string) {
  const gateway = (await PaymentGateways.find(website))!
  fake.webhooks.push({
    url: `${appBase}${urlFor('store.payments.webhook', { username: website.username })}`,
    secretToken: PaymentGateways.webhookTokenOf(gateway),
  })
}

/** Places an order through the checkout with an online method; the answer goes to the pay page. */
export async function placeOnline(
  client: ApiClient,
  website: Website,
  customer: Customer,
  lines: [number, number][],
  method: 'card' | 'stcpay' = 'card'
) {
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي الملقا',
    street: 'طريق أنس بن مالك',
    shortAddress: 'RMLA4321',
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
  const response = await submitAs(
    client,
    'post',
    urlFor('store.checkout.store', { username }),
    customer,
    urlFor('store.checkout.payment', { username }),
    { payment_method: method, checkout_token: randomUUID(), branch_id: branch.id }
  )
  const order = await Order.query()
    .where('website_id', website.id)
    .where('customer_id', customer.id)
    .orderBy('id', 'desc')
    .preload('bill')
    .first()
  return { order: order!, response }
}

/** What the browser's card form does: POST /v1/payments to the gateway with the publishable key. */
export async function createCardPayment(
  order: Order,
  website: Website,
  options: { number?: string; amount?: number; metadata?: Record<string, string> } = {}
) {
  const response = await fetch(`${env.get('MOYASAR_API_URL')}/payments`, {
    method: 'POST',
    headers: {
      'Authorization': `Basic ${Buffer.from(`${FAKE_KEYS.publishable}:`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      amount: options.amount ?? order.total,
      currency: 'SAR',
      description: `order ${order.number}`,
      callback_url: `http://127.0.0.1/o/${website.username}/orders/${order.id}/payment/callback`,
      metadata: options.metadata ?? {
        website_id: String(website.id),
        order_id: String(order.id),
        order_number: String(order.number),
      },
      source: {
        type: 'creditcard',
        name: 'Sara Alharbi',
        number: options.number ?? GOOD_CARD,
        month: 12,
        year: 2030,
        cvc: '123',
      },
    }),
  })
  return (await response.json()) as {
    id: string
    status: string
    source: { transaction_url: string }
  }
}

/** The customer on the fake's 3-D Secure page: passes (or fails) it; answers the callback's address. */
export async function threeDSecure(transactionUrl: string, result: 'pass' | 'fail' = 'pass') {
  const response = await fetch(transactionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
    redirect: 'manual',
  })
  const location = new URL(response.headers.get('location')!)
  return `${location.pathname}${location.search}`
}

/** The callback as the customer's browser opens it after 3-D Secure (no redirect followed). */
export function openCallback(client: ApiClient, path: string, customer: Customer) {
  return client.get(path).withGuard('customer').loginAs(customer).redirects(0)
}

export async function freshOrder(order: Order) {
  return Order.query()
    .where('website_id', order.websiteId)
    .where('id', order.id)
    .preload('bill')
    .preload('events')
    .firstOrFail()
}
