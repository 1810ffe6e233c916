import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import CartItem from '#models/cart_item'
import Order from '#models/order'
import type Customer from '#models/customer'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'

/**
 * Real concurrency: no global transaction here (it would put every request on one connection), so the
 * rows this test makes are removed afterwards.
 */
test.group('API: concurrent orders', (group) => {
  let customer: Customer | undefined

  group.each.setup(() => resetLimits())
  group.each.teardown(async () => {
    if (!customer) return
    await db.from('bills').where('customer_id', customer.id).delete()
    await db.from('orders').where('customer_id', customer.id).delete()
    await db.from('customers').where('id', customer.id).delete()
    customer = undefined
  })

  test('10 concurrent POST /order with one checkout_token make one order and leave the cart empty', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, `api.race.${Date.now()}@example.com`)
    customer = session.customer
    const address = await client.post('/api/v1/address').bearerToken(session.token).json({
      country: 'SA',
      city: 'الرياض',
      district: 'حي الورود',
      street: 'شارع العليا',
      short_address: 'RWRD5555',
    })
    const [a] = await activeProducts(demo)
    const payload = {
      checkout_token: randomUUID(),
      address_id: address.body().ad.id,
      payment_method: 'cod',
      items: [{ id: a.id, quantity: 2 }],
    }
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/v1/order').bearerToken(session.token).json(payload)
      )
    )
    const ids = new Set(responses.map((response) => response.body().order?.id))
    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(10).fill(201)
    )
    assert.equal(ids.size, 1)
    const orders = await Order.query().where('customer_id', customer.id)
    assert.lengthOf(orders, 1)
    assert.equal(orders[0].total, a.price * 2)
    const lines = await CartItem.query()
      .whereHas('cart', (cart) => cart.where('customer_id', customer!.id))
      .count('* as n')
    assert.equal(Number(lines[0].$extras.n), 0)
  })
})
