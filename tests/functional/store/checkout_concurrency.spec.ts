import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import CartItem from '#models/cart_item'
import Order from '#models/order'
import type Customer from '#models/customer'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { cartReadyToConfirm, submitAs } from '#tests/functional/store/order_helpers'

/**
 * Real concurrency: no global transaction here (it would put every request on one connection), so the
 * rows this test makes are removed afterwards.
 */
test.group('Checkout under concurrent confirmations', (group) => {
  let customer: Customer | undefined

  group.each.teardown(async () => {
    if (!customer) return
    await db.from('bills').where('customer_id', customer.id).delete()
    await db.from('orders').where('customer_id', customer.id).delete()
    await db.from('customers').where('id', customer.id).delete()
    customer = undefined
  })

  test('20 concurrent confirmations of the same cart create exactly one order', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    customer = await makeCustomer(demo, `race.${Date.now()}@example.com`)
    const cart = await cartReadyToConfirm(demo, customer, [
      [a.id, 2],
      [b.id, 1],
    ])

    // ten double-clicks of one form and ten other tabs, all at once
    const sameForm = randomUUID()
    const tokens = [...Array(10).fill(sameForm), ...Array.from({ length: 10 }, () => randomUUID())]
    const who = customer
    const responses = await Promise.all(
      tokens.map((token) =>
        submitAs(
          client,
          'post',
          route('store.checkout.store', { username: 'demo' }),
          who,
          route('store.checkout.payment', { username: 'demo' }),
          { payment_method: 'cod', checkout_token: token, branch_id: branch.id }
        )
      )
    )

    const orders = await Order.query()
      .where('customer_id', customer.id)
      .preload('items')
      .preload('bill')
    assert.lengthOf(orders, 1)
    const order = orders[0]
    assert.lengthOf(order.items, 2)
    assert.equal(order.total, a.price * 2 + b.price)
    assert.exists(order.bill)
    assert.lengthOf(await CartItem.query().where('cart_id', cart.id), 0)

    const success = `/o/demo/checkout/success/${order.id}`
    for (const response of responses) {
      assert.equal(response.status(), 303)
      assert.oneOf(response.header('location'), [success, '/o/demo/cart'])
    }
    // every submit of the form that won, or of its double-clicks, lands on the order
    const placed = responses.filter((r) => r.header('location') === success)
    assert.isAtLeast(placed.length, 1)
  })
})
