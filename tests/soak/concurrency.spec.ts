import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import Booking from '#models/booking'
import Order from '#models/order'
import CartItem from '#models/cart_item'
import type Customer from '#models/customer'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  cartPage,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'
import { cartReadyToConfirm, submitAs } from '#tests/functional/store/order_helpers'

/**
 * Soak (`npm run soak`, not `npm test`): 50 requests at once, 20 times over (CONCURRENCY_REPETITIONS to
 * change it), on whichever database the run uses; the default run's tests/functional/store/*_concurrency
 * specs check the same races once. No global transaction: it would put every request on one
 * connection; the rows made here are removed afterwards.
 */
const REPETITIONS = Number(process.env.CONCURRENCY_REPETITIONS ?? 20)
const PARALLEL = 50

test.group('Concurrency: one cart, one slot', (group) => {
  let customers: Customer[] = []

  group.each.teardown(async () => {
    const ids = customers.map((customer) => customer.id)
    customers = []
    if (!ids.length) return
    await db.from('bills').whereIn('customer_id', ids).delete()
    await db.from('orders').whereIn('customer_id', ids).delete()
    await db.from('bookings').whereIn('customer_id', ids).delete()
    await db.from('reservation_carts').whereIn('customer_id', ids).delete()
    await db.from('customers').whereIn('id', ids).delete()
  })

  test(`${PARALLEL} parallel confirmations of one cart give one order, ${REPETITIONS} times`, async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    for (let run = 0; run < REPETITIONS; run++) {
      const customer = await makeCustomer(demo, `race.order.${run}.${randomUUID()}@example.com`)
      customers.push(customer)
      const cart = await cartReadyToConfirm(demo, customer, [
        [a.id, 2],
        [b.id, 1],
      ])

      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          submitAs(
            client,
            'post',
            router.makeUrl('store.checkout.store', { username: 'demo' }),
            customer,
            router.makeUrl('store.checkout.payment', { username: 'demo' }),
            { payment_method: 'cod', checkout_token: randomUUID(), branch_id: branch.id }
          )
        )
      )
      const orders = await Order.query().where('customer_id', customer.id).preload('items')
      assert.lengthOf(orders, 1, `run ${run + 1}: one order`)
      assert.lengthOf(orders[0].items, 2)
      assert.equal(orders[0].total, a.price * 2 + b.price)
      assert.lengthOf(await CartItem.query().where('cart_id', cart.id), 0)
      for (const response of responses) assert.isBelow(response.status(), 500)
    }
  }).timeout(600_000)

  test(`${PARALLEL} parallel bookings of a one-seat slot give one booking and 409s, ${REPETITIONS} times`, async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const [service] = await bookableServices(demo)
    const choice = [{ service_id: service.id, option_id: 'any' as const }]
    // fifty customers, each with a cart for the same service, all wanting the same slot
    const people: Customer[] = []
    for (let i = 0; i < PARALLEL; i++) {
      people.push(await makeCustomer(demo, `race.booking.${i}.${randomUUID()}@example.com`))
    }
    customers.push(...people)

    for (let run = 0; run < REPETITIONS; run++) {
      const carts: number[] = []
      for (const person of people)
        carts.push(await createCart(client, demo, person, choice, session))
      const { availability } = await cartPage(client, demo, people[0], carts[0], session)
      // a different slot each run, from the end of the week
      const slot = offeredSlots(availability).at(-(run + 1))!
      const responses = await Promise.all(
        carts.map((cartId, index) =>
          client
            .post(router.makeUrl('store.bookings.store', { username: 'demo' }))
            .header('accept', 'application/json')
            .withGuard('customer')
            .loginAs(people[index])
            .withSession(session)
            .json({
              reservation_cart_id: cartId,
              date: slot.date,
              time: slot.time,
              payment_method: 'on_arrive',
            })
            .withCsrfToken()
            .redirects(0)
        )
      )
      const statuses = responses.map((response) => response.status())
      const refused = responses.filter((response) => response.status() === 409)
      assert.lengthOf(refused, PARALLEL - 1, `run ${run + 1}: ${statuses.join(',')}`)
      for (const response of refused) assert.isString(response.body().message)
      const bookings = await Booking.query().whereIn('reservation_cart_id', carts)
      assert.lengthOf(bookings, 1, `run ${run + 1}: one booking for one seat`)
    }
  }).timeout(900_000)
})
