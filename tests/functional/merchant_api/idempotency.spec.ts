import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type { ApiClient } from '@japa/api-client'
import { apiLogin, resetLimits, websites, type Session } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'
import { IDEMPOTENCY_TTL_MS } from '#services/api_keys/idempotency'

async function addressOf(client: ApiClient, session: Session) {
  const response = await client.post('/api/v1/address').bearerToken(session.token).json({
    country: 'SA',
    city: 'الرياض',
    district: 'حي النرجس',
    street: 'شارع الثمامة',
    short_address: 'RNRA1234',
  })
  return response.body().ad.id as number
}

const ordersOf = async (session: Session) =>
  Number(
    (await Order.query().where('customer_id', session.customer.id).count('* as n'))[0].$extras.n
  )

test.group('Idempotency: POST /api/v1/order', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('the same Idempotency-Key and body answer the first answer; another body is a 422', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'idem.key@example.com')
    const addressId = await addressOf(client, session)
    const [a, b] = await activeProducts(demo)
    const key = randomUUID()
    const body = {
      address_id: addressId,
      payment_method: 'cod',
      items: [{ id: a.id, quantity: 1 }],
    }
    const send = (json: object) =>
      client
        .post('/api/v1/order')
        .bearerToken(session.token)
        .header('Idempotency-Key', key)
        .json(json)
    const first = await send(body)
    first.assertStatus(201)
    const again = await send({ ...body, items: [{ quantity: 1, id: a.id }] })
    again.assertStatus(201)
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.deepEqual(again.body(), first.body())
    assert.equal(await ordersOf(session), 1)

    const other = await send({ ...body, items: [{ id: b.id, quantity: 2 }] })
    other.assertStatus(422)
    assert.equal(other.body().code, 'idempotency_key_reused')
    assert.match(other.body().message, /[\u0600-\u06FF]/)
    assert.equal(await ordersOf(session), 1)

    // kept 24 h per holder: another customer may use the same key
    const someoneElse = await apiLogin(client, demo, 'idem.other@example.com')
    const theirAddress = await addressOf(client, someoneElse)
    const theirs = await client
      .post('/api/v1/order')
      .bearerToken(someoneElse.token)
      .header('Idempotency-Key', key)
      .json({ ...body, address_id: theirAddress })
    theirs.assertStatus(201)
    const row = await db
      .from('idempotency_keys')
      .where('holder', `customer:${session.customer.id}`)
      .first()
    assert.equal(Number(row.expires_at) - Number(row.created_at), IDEMPOTENCY_TTL_MS)
  })

  test('a used checkout_token with another body is a 422 (no longer the old order)', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'idem.token@example.com')
    const addressId = await addressOf(client, session)
    const [a] = await activeProducts(demo)
    const token = randomUUID()
    const body = {
      checkout_token: token,
      address_id: addressId,
      payment_method: 'cod',
      items: [{ id: a.id, quantity: 1 }],
    }
    const first = await client.post('/api/v1/order').bearerToken(session.token).json(body)
    first.assertStatus(201)
    const replay = await client.post('/api/v1/order').bearerToken(session.token).json(body)
    replay.assertStatus(201)
    assert.equal(replay.body().order.id, first.body().order.id)
    // the case: address 0 and item 0 with the used token
    const forged = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({ ...body, address_id: 0, items: [{ id: 0, quantity: 9 }] })
    forged.assertStatus(422)
    assert.notProperty(forged.body(), 'order')
    const changed = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({ ...body, items: [{ id: a.id, quantity: 3 }] })
    changed.assertStatus(422)
    assert.equal(changed.body().code, 'idempotency_key_reused')
    assert.equal(await ordersOf(session), 1)
  })

  test('a refused request keeps nothing: the corrected one with the same key goes through', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'idem.retry@example.com')
    const addressId = await addressOf(client, session)
    const [a] = await activeProducts(demo)
    const key = randomUUID()
    const bad = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .header('Idempotency-Key', key)
      .json({ address_id: addressId, payment_method: 'cod', items: [] })
    bad.assertStatus(422)
    const good = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .header('Idempotency-Key', key)
      .json({ address_id: addressId, payment_method: 'cod', items: [{ id: a.id, quantity: 1 }] })
    good.assertStatus(201)
    const invalid = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .header('Idempotency-Key', 'x'.repeat(256))
      .json({ address_id: addressId, payment_method: 'cod', items: [{ id: a.id, quantity: 1 }] })
    invalid.assertStatus(422)
    assert.equal(invalid.body().code, 'idempotency_key_invalid')
    assert.equal(await ordersOf(session), 1)
  })

  test('POST /address with the same Idempotency-Key adds one address; another body is a 422', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'idem.address@example.com')
    const body = {
      country: 'SA',
      city: 'الرياض',
      district: 'حي الملقا',
      street: 'شارع أنس بن مالك',
      short_address: 'RMLA1234',
    }
    const send = (json: object) =>
      client
        .post('/api/v1/address')
        .bearerToken(session.token)
        .header('Idempotency-Key', 'address-1')
        .json(json)
    const first = await send(body)
    first.assertStatus(201)
    const again = await send(body)
    again.assertStatus(201)
    assert.equal(again.body().ad.id, first.body().ad.id)
    const other = await send({ ...body, city: 'جدة' })
    other.assertStatus(422)
    assert.equal(other.body().code, 'idempotency_key_reused')
    const list = await client.get('/api/v1/address').bearerToken(session.token)
    assert.lengthOf(list.body().address, 1)
  })
})
