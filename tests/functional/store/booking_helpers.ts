import router from '@adonisjs/core/services/router'
import type { ApiClient } from '@japa/api-client'
import Service from '#models/service'
import type Customer from '#models/customer'
import type Website from '#models/website'
import type { AvailabilityDay } from '#services/booking/availability'

export type Choice = { service_id: number; option_id: number | 'any'; [extra: string]: unknown }

/** The website's active services with their options, in id order. */
export async function bookableServices(website: Website) {
  return Service.query()
    .where('website_id', website.id)
    .where('is_active', true)
    .preload('options', (q) => q.orderBy('id'))
    .orderBy('id')
}

/** POST /booking/cart as this customer (step 2 -> 3); returns the response. */
export function postCart(
  client: ApiClient,
  website: Website,
  customer: Customer,
  services: unknown,
  session: Record<string, any> = {}
) {
  return client
    .post(router.makeUrl('store.booking_cart.store', { username: website.username }))
    .header('referer', router.makeUrl('store.booking_cart.show', { username: website.username }))
    .withGuard('customer')
    .loginAs(customer)
    .withSession(session)
    .withInertia()
    .json({ services })
    .withCsrfToken()
    .redirects(0)
}

/** Creates a reservation cart and returns its id (from the redirect to /booking/cart/{id}). */
export async function createCart(
  client: ApiClient,
  website: Website,
  customer: Customer,
  services: Choice[],
  session: Record<string, any> = {}
) {
  const response = await postCart(client, website, customer, services, session)
  const location = String(response.header('location') ?? '')
  const match = location.match(/\/booking\/cart\/(\d+)$/)
  if (!match) throw new Error(`no cart created: ${response.status()} ${location}`)
  return Number(match[1])
}

/** The wizard page's props with a cart: the cart and its 7 days of availability. */
export async function cartPage(
  client: ApiClient,
  website: Website,
  customer: Customer,
  cartId: number,
  session: Record<string, any> = {}
) {
  const response = await client
    .get(
      router.makeUrl('store.booking_cart.show_cart', { username: website.username, cart: cartId })
    )
    .withGuard('customer')
    .loginAs(customer)
    .withSession(session)
    .withInertia()
  const props = response.body().props
  return {
    response,
    cart: props.cart as {
      id: number
      total: number
      subtotal: number
      vat: number
      durationMinutes: number
      items: any[]
    },
    availability: props.availability as AvailabilityDay[],
  }
}

/** Every offered (date, time) of an availability, in order. */
export function offeredSlots(days: AvailabilityDay[]) {
  return days.flatMap((d) =>
    d.times.map((t) => ({ date: d.date, time: t.time, startAt: t.startAt }))
  )
}

/** POST /booking (step 5) for a cart. */
export function confirm(
  client: ApiClient,
  website: Website,
  customer: Customer,
  body: Record<string, unknown>,
  session: Record<string, any> = {}
) {
  return (
    client
      .post(router.makeUrl('store.bookings.store', { username: website.username }))
      // a literal: tests send bad input, a missing cart id included, which the route builder refuses
      .header('referer', `/o/${website.username}/booking/cart/${body.reservation_cart_id}`)
      .withGuard('customer')
      .loginAs(customer)
      .withSession(session)
      .withInertia()
      .json(body)
      .withCsrfToken()
      .redirects(0)
  )
}

/** A whole booking through the wizard at the n-th offered slot; returns the booking id. */
export async function book(
  client: ApiClient,
  website: Website,
  customer: Customer,
  services: Choice[],
  slotIndex = 0,
  session: Record<string, any> = {}
) {
  const cartId = await createCart(client, website, customer, services, session)
  const { availability } = await cartPage(client, website, customer, cartId, session)
  const slot = offeredSlots(availability)[slotIndex]
  const response = await confirm(
    client,
    website,
    customer,
    { reservation_cart_id: cartId, date: slot.date, time: slot.time, payment_method: 'on_arrive' },
    session
  )
  const match = String(response.header('location') ?? '').match(/\/booking\/success\/(\d+)$/)
  if (!match) throw new Error(`no booking: ${response.status()} ${response.header('location')}`)
  return { bookingId: Number(match[1]), cartId, slot }
}

/**
 * The errors the page gets (props.errors): VineJS errors come in the input errors bag (first message
 * per field), the booking rules' errors in the errors bag.
 */
export function pageErrors(response: { flashMessages(): Record<string, any> }) {
  const flash = response.flashMessages()
  if (flash.errorsBag?.E_VALIDATION_ERROR) {
    return Object.fromEntries(
      Object.entries(flash.inputErrorsBag as Record<string, string[]>).map(([k, v]) => [k, v[0]])
    )
  }
  return flash.errorsBag
}
