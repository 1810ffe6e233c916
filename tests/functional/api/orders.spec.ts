import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import Address from '#models/address'
import CartItem from '#models/cart_item'
import type Website from '#models/website'
import { apiLogin, resetLimits, websites, type Session } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'
import type { ApiClient } from '@japa/api-client'

const ADDRESS = {
  country: 'SA',
  city: 'الرياض',
  district: 'حي النرجس',
  street: 'شارع الثمامة',
  short_address: 'rnra1234',
}

async function addressOf(client: ApiClient, session: Session) {
  const response = await client.post('/api/v1/address').bearerToken(session.token).json(ADDRESS)
  response.assertStatus(201)
  return response.body().ad.id as number
}

async function twoProducts(website: Website) {
  const products = await activeProducts(website)
  return [products[0], products[1]]
}

test.group('API: addresses', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('POST /address stores the address (short address upper-cased); GET lists the own only', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const mine = await apiLogin(client, demo, 'addr.mine@example.com')
    const theirs = await apiLogin(client, demo, 'addr.theirs@example.com')
    const created = await client.post('/api/v1/address').bearerToken(mine.token).json(ADDRESS)
    created.assertStatus(201)
    assert.equal(created.body().ad.short_address, 'RNRA1234')
    assert.equal(created.body().message, 'تمت إضافة العنوان')
    await addressOf(client, theirs)

    const list = await client.get('/api/v1/address').bearerToken(mine.token)
    list.assertStatus(200)
    assert.lengthOf(list.body().address, 1)
    assert.equal(list.body().address[0].id, created.body().ad.id)
  })

  test('POST /address: 422 with Arabic field messages, nothing stored; 401 without a token', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'addr.bad@example.com')
    const bad = await client
      .post('/api/v1/address')
      .bearerToken(session.token)
      .json({ country: 'EG', city: '', short_address: '12' })
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['country', 'city', 'district', 'street', 'short_address'])
    assert.equal(
      await Address.query()
        .where('customer_id', session.customer.id)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      0
    )
    ;(await client.post('/api/v1/address').json(ADDRESS)).assertStatus(401)
  })

  test('DELETE /address/{id}: another customer’s address is 404 and stays', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const mine = await apiLogin(client, demo, 'addr.del1@example.com')
    const theirs = await apiLogin(client, demo, 'addr.del2@example.com')
    const theirAddress = await addressOf(client, theirs)
    const cross = await client.delete(`/api/v1/address/${theirAddress}`).bearerToken(mine.token)
    cross.assertStatus(404)
    assert.exists(await Address.find(theirAddress))
    const own = await client.delete(`/api/v1/address/${theirAddress}`).bearerToken(theirs.token)
    own.assertStatus(200)
    assert.notExists(await Address.find(theirAddress))
  })

  test('a token of demo names no other website: ?username=nakheel is 404', async ({ client }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'addr.cross@example.com')
    ;(await client.get('/api/v1/address?username=nakheel').bearerToken(session.token)).assertStatus(
      404
    )
    ;(await client.get('/api/v1/address?username=demo').bearerToken(session.token)).assertStatus(
      200
    )
  })
})

test.group('API: orders', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('POST /order: prices from the database (a price sent is only compared), VAT included, one bill', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'order.one@example.com')
    const addressId = await addressOf(client, session)
    const [a, b] = await twoProducts(demo)
    const response = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        address_id: addressId,
        payment_method: 'cod',
        items: [
          { id: a.id, name: 'any name', quantity: 2 },
          { id: b.id, quantity: 1, price: (b.price / 100).toFixed(2) },
        ],
        notes: 'الباب الخلفي',
      })
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.status, true)
    const total = a.price * 2 + b.price
    assert.equal(body.order.total, (total / 100).toFixed(2))
    assert.lengthOf(body.order.items, 2)
    assert.equal(body.order.items[0].name, a.name)
    const order = await Order.query().where('id', body.order.id).preload('bill').firstOrFail()
    assert.equal(order.total, total)
    assert.equal(order.customerId, session.customer.id)
    assert.equal(order.notes, 'الباب الخلفي')
    assert.exists(order.bill)
  })

  test('POST /order: a changed price is 409 and no order is made', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'order.changed@example.com')
    const addressId = await addressOf(client, session)
    const [a] = await twoProducts(demo)
    const response = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        address_id: addressId,
        payment_method: 'cod',
        items: [{ id: a.id, quantity: 1, price: ((a.price + 100) / 100).toFixed(2) }],
      })
    response.assertStatus(409)
    assert.includeMembers(Object.keys(response.body().errors), ['items.0.price'])
    const count = await Order.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 0)
  })

  test('POST /order: the same checkout_token twice makes one order', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'order.twice@example.com')
    const addressId = await addressOf(client, session)
    const [a] = await twoProducts(demo)
    const payload = {
      checkout_token: randomUUID(),
      address_id: addressId,
      payment_method: 'cod',
      items: [{ id: a.id, quantity: 1 }],
    }
    const first = await client.post('/api/v1/order').bearerToken(session.token).json(payload)
    const second = await client.post('/api/v1/order').bearerToken(session.token).json(payload)
    first.assertStatus(201)
    second.assertStatus(201)
    assert.equal(first.body().order.id, second.body().order.id)
    const count = await Order.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 1)
    // the retry does not fill the cart again: it is as the order left it, empty
    const lines = await CartItem.query()
      .whereHas('cart', (cart) => cart.where('customer_id', session.customer.id))
      .count('* as n')
    assert.equal(Number(lines[0].$extras.n), 0)
  })

  test('POST /order: another customer’s address, another website’s product and bad input are refused', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const session = await apiLogin(client, demo, 'order.bad@example.com')
    const other = await apiLogin(client, demo, 'order.other@example.com')
    const theirAddress = await addressOf(client, other)
    const [a] = await twoProducts(demo)
    const foreign = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({ address_id: theirAddress, payment_method: 'cod', items: [{ id: a.id, quantity: 1 }] })
    foreign.assertStatus(422)
    assert.property(foreign.body().errors, 'address_id')

    const addressId = await addressOf(client, session)
    const [theirProduct] = await activeProducts(nakheel)
    const crossProduct = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        address_id: addressId,
        payment_method: 'cod',
        items: [{ id: theirProduct.id, quantity: 1 }],
      })
    crossProduct.assertStatus(422)
    assert.includeMembers(Object.keys(crossProduct.body().errors), ['items.0.id'])

    const invalid = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({ address_id: addressId, payment_method: 'card', items: [{ id: a.id, quantity: 11 }] })
    invalid.assertStatus(422)
    assert.includeMembers(Object.keys(invalid.body().errors), [
      'payment_method',
      'items.0.quantity',
    ])
    const count = await Order.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 0)
    ;(await client.post('/api/v1/order').json({})).assertStatus(401)
  })

  test('GET /order lists the own orders with stats and meta; GET /order/{id} gives order and bill; others’ are 404', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'order.list@example.com')
    const other = await apiLogin(client, demo, 'order.list2@example.com')
    const addressId = await addressOf(client, session)
    const [a] = await twoProducts(demo)
    const placed = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({ address_id: addressId, payment_method: 'cod', items: [{ id: a.id, quantity: 3 }] })
    const orderId = placed.body().order.id

    const list = await client.get('/api/v1/order').bearerToken(session.token)
    list.assertStatus(200)
    assert.lengthOf(list.body().orders, 1)
    assert.deepEqual(list.body().stats, { success: 0, pending: 1, cancel: 0 })
    assert.deepEqual(list.body().meta, { total: 1, per_page: 10, current_page: 1, last_page: 1 })

    const show = await client.get(`/api/v1/order/${orderId}`).bearerToken(session.token)
    show.assertStatus(200)
    assert.equal(show.body().status, 'success')
    assert.equal(show.body().order.id, orderId)
    assert.equal(show.body().bill.total, ((a.price * 3) / 100).toFixed(2))
    assert.isString(show.body().bill.qr.payload)

    const cross = await client.get(`/api/v1/order/${orderId}`).bearerToken(other.token)
    cross.assertStatus(404)
    assert.equal(cross.body().message, 'عذرا الصفحة غير موجودة او غير صحيحة')
    const otherList = await client.get('/api/v1/order').bearerToken(other.token)
    assert.lengthOf(otherList.body().orders, 0)

    const { nakheel } = await websites()
    const stranger = await apiLogin(client, nakheel, 'order.nakheel@example.com')
    ;(await client.get(`/api/v1/order/${orderId}`).bearerToken(stranger.token)).assertStatus(404)
  })
})
