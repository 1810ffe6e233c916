import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import Booking from '#models/booking'
import type Website from '#models/website'
import { apiLogin, resetLimits, websites, type Session } from '#tests/functional/api/helpers'
import { bookableServices } from '#tests/functional/store/booking_helpers'
import { ServiceFactory } from '#database/factories/service_factory'

async function cartOf(client: ApiClient, website: Website, session: Session) {
  const [service] = await bookableServices(website)
  const response = await client
    .post('/api/v1/services-operation/cart')
    .bearerToken(session.token)
    .json({ services: [{ service_id: service.id, option_id: 'any' }] })
  response.assertStatus(201)
  return { cartId: response.body().cart_id as number, service }
}

/** The first free time of the cart as SPEC.md sends it: 'DD-MM-YYYY HH:mm'. */
async function firstFreeTime(client: ApiClient, session: Session, cartId: number) {
  const response = await client
    .post('/api/v1/available-times')
    .bearerToken(session.token)
    .json({ reservation_cart_id: cartId })
  response.assertStatus(200)
  const day = response.body().availability.find((d: any) => d.available_times1.length > 0)
  const [yyyy, mm, dd] = day.date.split('-')
  return `${dd}-${mm}-${yyyy} ${day.available_times1[0].time}`
}

test.group('API: bookings', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('GET /services-operation/category: the bookable services, public, per website', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const response = await client.get('/api/v1/services-operation/category?username=demo')
    response.assertStatus(200)
    const ids = response.body().services.flatMap((g: any) => g.services.map((s: any) => s.id))
    const services = await bookableServices(demo)
    assert.sameMembers(
      ids,
      services.map((s) => s.id)
    )
    for (const category of response.body().services) {
      for (const service of category.services) assert.match(service.price, /^\d+\.\d{2}$/)
    }
  })

  test('POST /services-operation/cart: priced from the database; 401 without a token; 422 on bad input', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const session = await apiLogin(client, demo, 'book.cart@example.com')
    const { cartId, service } = await cartOf(client, demo, session)
    assert.isAbove(cartId, 0)

    ;(
      await client
        .post('/api/v1/services-operation/cart')
        .json({ services: [{ service_id: service.id, option_id: 'any' }] })
    ).assertStatus(401)
    const empty = await client
      .post('/api/v1/services-operation/cart')
      .bearerToken(session.token)
      .json({ services: [] })
    empty.assertStatus(422)
    assert.property(empty.body().errors, 'services')

    const theirs = await ServiceFactory.merge({ websiteId: nakheel.id, isActive: true }).create()
    const cross = await client
      .post('/api/v1/services-operation/cart')
      .bearerToken(session.token)
      .json({ services: [{ service_id: theirs.id, option_id: 'any' }] })
    cross.assertStatus(422)
  })

  test('available times, then the booking: 201; the same time again for another customer is 409', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const first = await apiLogin(client, demo, 'book.first@example.com')
    const { cartId } = await cartOf(client, demo, first)
    const when = await firstFreeTime(client, first, cartId)

    const booked = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(first.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: when })
    booked.assertStatus(201)
    assert.equal(booked.body().cart.id, cartId)
    const booking = await Booking.findOrFail(booked.body().booking.id)
    assert.equal(booking.customerId, first.customer.id)

    // a double click: the same cart again returns the same booking
    const again = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(first.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: when })
    assert.equal(again.body().booking.id, booking.id)

    // fill every seat of that time, then one more customer is refused with 409
    const seats = (await demo.related('branches').query().first())?.seats ?? 1
    let last
    for (let i = 0; i < seats; i++) {
      const other = await apiLogin(client, demo, `book.other${i}@example.com`)
      const { cartId: otherCart } = await cartOf(client, demo, other)
      last = await client
        .post('/api/v1/services-operation/customer-confirm')
        .bearerToken(other.token)
        .json({ cart: otherCart, payment_method: 'on_arrive', date: when })
      if (last.status() === 409) break
    }
    last!.assertStatus(409)
    assert.property(last!.body().errors, 'time')
  })

  test('confirm: a disabled payment method and a malformed date are refused', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'book.bad@example.com')
    const { cartId } = await cartOf(client, demo, session)
    const when = await firstFreeTime(client, session, cartId)
    const card = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(session.token)
      .json({ cart: cartId, payment_method: 'card', date: when })
    card.assertStatus(422)
    assert.property(card.body().errors, 'payment_method')
    const malformed = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(session.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: '2026-11-30 10:00' })
    malformed.assertStatus(422)
    assert.property(malformed.body().errors, 'date')
    const count = await Booking.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 0)
  })

  test('another customer’s reservation cart is not theirs to book or to see times of', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const owner = await apiLogin(client, demo, 'book.owner@example.com')
    const thief = await apiLogin(client, demo, 'book.thief@example.com')
    const { cartId } = await cartOf(client, demo, owner)
    const when = await firstFreeTime(client, owner, cartId)
    const times = await client
      .post('/api/v1/available-times')
      .bearerToken(thief.token)
      .json({ reservation_cart_id: cartId })
    times.assertStatus(422)
    const confirm = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(thief.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: when })
    confirm.assertStatus(422)
    assert.equal(await Booking.query().where('reservation_cart_id', cartId).first(), null)
  })

  test('GET /bookings and /bookings/{id}: own bookings with stats and bill; others’ are 404', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const session = await apiLogin(client, demo, 'book.list@example.com')
    const { cartId } = await cartOf(client, demo, session)
    const when = await firstFreeTime(client, session, cartId)
    const booked = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(session.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: when })
    const id = booked.body().booking.id

    const list = await client.get('/api/v1/bookings').bearerToken(session.token)
    list.assertStatus(200)
    assert.lengthOf(list.body().bookings, 1)
    assert.deepEqual(list.body().stats, { success: 0, pending: 1, cancel: 0 })
    assert.equal(list.body().meta.total, 1)

    const show = await client.get(`/api/v1/bookings/${id}`).bearerToken(session.token)
    show.assertStatus(200)
    assert.equal(show.body().booking.id, id)
    assert.match(show.body().bill.total, /^\d+\.\d{2}$/)

    const other = await apiLogin(client, demo, 'book.list2@example.com')
    ;(await client.get(`/api/v1/bookings/${id}`).bearerToken(other.token)).assertStatus(404)
    const stranger = await apiLogin(client, nakheel, 'book.nakheel@example.com')
    ;(await client.get(`/api/v1/bookings/${id}`).bearerToken(stranger.token)).assertStatus(404)
    ;(await client.get('/api/v1/bookings')).assertStatus(401)
  })
})
