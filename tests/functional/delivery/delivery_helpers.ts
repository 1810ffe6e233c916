// The delivery tests' shared setting, customer with a cart, confirm button and first date.
import router from '@adonisjs/core/services/router'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type Customer from '#models/customer'
import type Website from '#models/website'
import type { DeliverySettingsInput } from '#services/delivery/delivery_settings'
import { STORE_ZONE } from '#services/delivery/delivery_dates'
import { activeProducts, makeCustomer } from '#tests/functional/store/account_helpers'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { submitAs } from '#tests/functional/store/order_helpers'

/** A bakery's settings: 15 SAR, free from 500, pick-up, two days ahead, two slots, Friday off. */
export const BAKERY: DeliverySettingsInput = {
  delivery_enabled: true,
  fee_mode: 'flat',
  flat_fee: 1500,
  city_fees: [],
  other_cities: 'flat',
  free_above: 50000,
  pickup_enabled: true,
  scheduling_enabled: true,
  lead_days: 2,
  time_slots: ['09:00-12:00', '12:00-15:00'],
  closed_days: ['fri'],
}

/** A customer of the website with an address in `city` and a cart of one product (quantity 1). */
export async function readyCustomer(website: Website, email: string, city = 'الرياض') {
  const customer = await makeCustomer(website, email)
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city,
    district: 'حي النرجس',
    street: 'شارع الثمامة',
    shortAddress: 'RNRA1234',
  }).create()
  const cart = await CartFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    addressId: address.id,
  }).create()
  const [product] = await activeProducts(website)
  await CartItemFactory.merge({
    websiteId: website.id,
    cartId: cart.id,
    productId: product.id,
    quantity: 1,
  }).create()
  return { customer, product }
}

export function confirm(
  website: Website,
  customer: Customer,
  client: any,
  form: Record<string, unknown>
) {
  const { username } = website
  return submitAs(
    client,
    'post',
    router.makeUrl('store.checkout.store', { username }),
    customer,
    router.makeUrl('store.checkout.payment', { username }),
    { payment_method: 'cod', checkout_token: randomUUID(), ...form }
  )
}

/** The first date a customer may ask for: two days ahead in Riyadh, not a Friday. */
export function firstPermittedDate() {
  let day = DateTime.now().setZone(STORE_ZONE).startOf('day').plus({ days: 2 })
  if (day.weekday === 5) day = day.plus({ days: 1 })
  return day.toISODate()!
}
