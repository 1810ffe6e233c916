import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import type Customer from '#models/customer'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'

/**
 * Real concurrency: no global transaction here (it would put every request on one connection), so the
 * rows this test makes are removed afterwards.
 */
test.group('Booking under concurrent confirmations', (group) => {
  let customers: Customer[] = []

  group.each.teardown(async () => {
    const ids = customers.map((c) => c.id)
    if (ids.length === 0) return
    await db.from('bills').whereIn('customer_id', ids).delete()
    await db.from('bookings').whereIn('customer_id', ids).delete()
    await db.from('reservation_carts').whereIn('customer_id', ids).delete()
    await db.from('customers').whereIn('id', ids).delete()
    customers = []
  })

  test('double clicks and two customers on the same slot make exactly one booking', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const stamp = Date.now()
    const reem = await makeCustomer(demo, `race.a.${stamp}@example.com`)
    const sara = await makeCustomer(demo, `race.b.${stamp}@example.com`)
    customers = [reem, sara]
    const [a] = await bookableServices(demo)
    const choice = [{ service_id: a.id, option_id: 'any' as const }]
    const reemCart = await createCart(client, demo, reem, choice, session)
    const saraCart = await createCart(client, demo, sara, choice, session)
    const { availability } = await cartPage(client, demo, reem, reemCart, session)
    // a slot nobody else is likely to hold: the last offered one
    const slot = offeredSlots(availability).at(-1)!

    const body = (cartId: number) => ({
      reservation_cart_id: cartId,
      date: slot.date,
      time: slot.time,
      payment_method: 'on_arrive',
    })
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => confirm(client, demo, reem, body(reemCart), session)),
      ...Array.from({ length: 8 }, () => confirm(client, demo, sara, body(saraCart), session)),
    ])

    const bookings = await Booking.query()
      .whereIn('customer_id', [reem.id, sara.id])
      .preload('bill')
    assert.lengthOf(bookings, 1, 'one booking for one slot')
    assert.exists(bookings[0].bill)
    const success = `/o/demo/booking/success/${bookings[0].id}`
    for (const response of responses) {
      assert.equal(response.status(), 303)
    }
    const winners = responses.filter((r) => r.header('location') === success)
    // every double click of the winner lands on its booking
    assert.lengthOf(winners, 8)
  })
})
