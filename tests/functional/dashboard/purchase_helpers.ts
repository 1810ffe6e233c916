import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import Website from '#models/website'
import type Customer from '#models/customer'
import { CustomerFactory } from '#database/factories/customer_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { OrderItemFactory } from '#database/factories/order_item_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { BookingItemFactory } from '#database/factories/booking_item_factory'
import { BillFactory } from '#database/factories/bill_factory'

export const demoOwner = () => User.findByOrFail('email', 'demo@safhati.sa')
export const nakheelOwner = () => User.findByOrFail('email', 'nakheel@safhati.sa')

export async function sites() {
  const demo = await Website.findByOrFail('username', 'demo')
  const nakheel = await Website.findByOrFail('username', 'nakheel')
  return { demo, nakheel }
}

export function customerOf(website: Website, name: string, phone: string, email?: string) {
  return CustomerFactory.merge({
    websiteId: website.id,
    name,
    phone,
    email: email ?? `${phone}@example.com`,
  }).create()
}

/** A pending (or given status) order with two lines and an unpaid cash-on-delivery bill. */
export async function orderOf(
  website: Website,
  customer: Customer,
  extra: { status?: 'pending' | 'success' | 'cancel'; hoursAgo?: number; total?: number } = {}
) {
  const order = await OrderFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    status: extra.status ?? 'pending',
    createdAt: DateTime.utc().minus({ hours: extra.hoursAgo ?? 1 }),
  }).create()
  await OrderItemFactory.merge({
    websiteId: website.id,
    orderId: order.id,
    itemName: 'كريم مرطب للبشرة',
    unitPrice: order.total,
    quantity: 1,
    totalPrice: order.total,
  }).create()
  await BillFactory.merge({
    websiteId: website.id,
    orderId: order.id,
    paymentMethod: 'cod',
  }).create()
  return order
}

/** A pending booking tomorrow 10:00 Riyadh, with one service line and an unpaid on-arrival bill. */
export async function bookingOf(
  website: Website,
  customer: Customer,
  extra: { status?: 'pending' | 'success' | 'cancel'; branchId?: number | null } = {}
) {
  const booking = await BookingFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    status: extra.status ?? 'pending',
    branchId: extra.branchId ?? null,
  }).create()
  await BookingItemFactory.merge({
    websiteId: website.id,
    bookingId: booking.id,
    serviceName: 'قص الشعر',
    optionName: null,
    durationMinutes: booking.durationMinutes,
    price: booking.total,
  }).create()
  await BillFactory.merge({
    websiteId: website.id,
    bookingId: booking.id,
    paymentMethod: 'on_arrive',
  }).create()
  return booking
}

/** PATCH /dashboard/{username}/{orders|bookings}/{id} as this merchant, from the detail page. */
export function patchPurchase(
  client: ApiClient,
  owner: User,
  resource: 'orders' | 'bookings',
  username: string,
  id: number,
  body: Record<string, unknown>
) {
  const show = router.makeUrl(`dashboard.${resource}.show`, { username, id })
  return client
    .patch(router.makeUrl(`dashboard.${resource}.update`, { username, id }))
    .header('referer', show)
    .withInertia()
    .json(body)
    .withCsrfToken()
    .loginAs(owner)
    .redirects(0)
}
