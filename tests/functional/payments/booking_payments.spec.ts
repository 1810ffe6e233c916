import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { JobRunner } from '#services/jobs/runner'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'
import { submitAs, visitAs } from '#tests/functional/store/order_helpers'
import { FAKE_KEYS, GOOD_CARD } from '#tests/functional/payments/moyasar_fake'
import {
  connect,
  fake,
  openCallback,
  registerWebhook,
  threeDSecure,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'
import env from '#start/env'
import type { ApiClient } from '@japa/api-client'

/** A booking through the wizard with an online method; answers the confirmation and the booking. */
async function bookOnline(
  client: ApiClient,
  website: Website,
  customer: Customer,
  method: 'card' | 'stcpay'
) {
  const branch = await website.related('branches').query().orderBy('sort_order').firstOrFail()
  const session = { [`store_branch_${website.id}`]: branch.id }
  const [service] = await bookableServices(website)
  const cartId = await createCart(
    client,
    website,
    customer,
    [{ service_id: service.id, option_id: 'any' }],
    session
  )
  const { availability, response: page } = await cartPage(
    client,
    website,
    customer,
    cartId,
    session
  )
  const [slot] = offeredSlots(availability)
  const response = await confirm(
    client,
    website,
    customer,
    { reservation_cart_id: cartId, date: slot.date, time: slot.time, payment_method: method },
    session
  )
  const booking = await Booking.query()
    .where('website_id', website.id)
    .where('customer_id', customer.id)
    .orderBy('id', 'desc')
    .preload('bill')
    .first()
  return { response, booking: booking!, methods: page.body().props.paymentMethods }
}

async function fresh(booking: Booking) {
  return Booking.query()
    .where('website_id', booking.websiteId)
    .where('id', booking.id)
    .preload('bill')
    .preload('events')
    .firstOrFail()
}

/** What the booking's card form sends to the gateway from the browser. */
async function payBookingByCard(website: Website, booking: Booking) {
  const response = await fetch(`${env.get('MOYASAR_API_URL')}/payments`, {
    method: 'POST',
    headers: {
      'Authorization': `Basic ${Buffer.from(`${FAKE_KEYS.publishable}:`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      amount: booking.total,
      currency: 'SAR',
      description: `booking ${booking.number}`,
      callback_url: `http://127.0.0.1/o/${website.username}/booking/${booking.id}/payment/callback`,
      metadata: { website_id: String(website.id), booking_id: String(booking.id) },
      source: {
        type: 'creditcard',
        name: 'Noura',
        number: GOOD_CARD,
        month: 1,
        year: 2031,
        cvc: '321',
      },
    }),
  })
  return (await response.json()) as { id: string; source: { transaction_url: string } }
}

test.group('Online payment: bookings', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })

  test('without a gateway the wizard offers on arrival only; with it card and STC Pay', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const before = await makeCustomer(demo, 'booking-methods-1@example.com')
    const refused = await bookOnline(client, demo, before, 'card')
    const enabled = (methods: { value: string; enabled: boolean }[]) =>
      methods.filter((m) => m.enabled).map((m) => m.value)
    assert.deepEqual(enabled(refused.methods), ['on_arrive'])
    assert.isNull(refused.booking)

    await connect(demo)
    const after = await makeCustomer(demo, 'booking-methods-2@example.com')
    const { methods, booking, response } = await bookOnline(client, demo, after, 'card')
    assert.deepEqual(enabled(methods), ['on_arrive', 'card', 'stcpay'])
    assert.equal(
      response.header('location'),
      urlFor('store.bookings.pay', { username: 'demo', id: booking.id })
    )
    assert.equal(booking.paymentMethod, 'card')
    assert.equal(booking.bill.status, 'unpaid')
    const queued = await db.from('jobs').where('name', 'payments.expire_booking')
    assert.lengthOf(queued, 1)
  })

  test('a booking paid by card through 3-D Secure; the webhook then changes nothing', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'booking-card@example.com')
    const { booking } = await bookOnline(client, demo, customer, 'card')
    const page = await visitAs(
      client,
      urlFor('store.bookings.pay', { username: 'demo', id: booking.id }),
      customer
    )
    assert.equal(page.body().props.kind, 'booking')
    assert.equal(page.body().props.card.metadata.booking_id, String(booking.id))

    await registerWebhook(demo, `http://127.0.0.1:${process.env.PORT}`)
    const payment = await payBookingByCard(demo, booking)
    const back = await openCallback(
      client,
      await threeDSecure(payment.source.transaction_url),
      customer
    )
    assert.equal(
      back.header('location'),
      urlFor('store.bookings.show', { username: 'demo', id: booking.id })
    )
    const paid = await fresh(booking)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentMethod, 'card')
    assert.equal(paid.bill.paymentId, payment.id)
    assert.equal(paid.events.filter((e) => e.action === 'paid').length, 1)
    // the fake delivered payment_paid before the callback: one of the two paid it, once
    assert.oneOf(fake.deliveries[0].body.result, ['paid', 'already_paid'])

    const shown = await visitAs(
      client,
      urlFor('store.bookings.show', { username: 'demo', id: booking.id }),
      customer
    )
    assert.include(shown.body().props.payment, { paid: true, canPay: false })
  })

  test("a booking's callback with an order's payment, and another customer's booking, are refused", async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'booking-tamper@example.com')
    const { booking } = await bookOnline(client, demo, customer, 'card')
    const orderPayment = fake.put({
      amount: booking.total,
      metadata: { website_id: String(demo.id), order_id: String(booking.id) },
    })
    const url = `${urlFor('store.bookings.payment_callback', { username: 'demo', id: booking.id })}?id=${orderPayment.id}`
    await openCallback(client, url, customer)
    assert.equal((await fresh(booking)).bill.status, 'unpaid')

    const other = await makeCustomer(demo, 'booking-other@example.com')
    const foreign = await visitAs(
      client,
      urlFor('store.bookings.pay', { username: 'demo', id: booking.id }),
      other
    )
    foreign.assertStatus(404)
  })

  test('a booking paid by STC Pay', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'booking-stc@example.com')
    const { booking } = await bookOnline(client, demo, customer, 'stcpay')
    const params = { username: 'demo', id: booking.id }
    const from = urlFor('store.bookings.pay', params)
    await submitAs(client, 'post', urlFor('store.bookings.stcpay', params), customer, from, {
      mobile: '0555555555',
    })
    const done = await submitAs(
      client,
      'post',
      urlFor('store.bookings.stcpay_otp', params),
      customer,
      from,
      {
        otp: '123456',
      }
    )
    assert.equal(done.flashMessages().success, 'تم الدفع بنجاح، شكرا لك.')
    const paid = await fresh(booking)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentMethod, 'stcpay')
  })

  test('an unpaid online booking is cancelled after 30 minutes, freeing its time', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'booking-expire@example.com')
    const placedAt = Date.now()
    const { booking } = await bookOnline(client, demo, customer, 'card')
    const [job] = await db.from('jobs').where('name', 'payments.expire_booking')
    const later = new JobRunner({ now: () => placedAt + 31 * 60_000 })
    assert.isTrue(await later.runNext(Number(job.id)))
    const cancelled = await fresh(booking)
    assert.equal(cancelled.status, 'cancel')
    assert.equal(cancelled.events[0].actorName, 'النظام')
  })
})
