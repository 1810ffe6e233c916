import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/product'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

const HONEY = {
  name: 'عسل سدر جبلي',
  slug: '',
  sku: 'HONEY-1',
  price: '120',
  old_price: null,
  keywords: 'عسل',
  store_category_id: null,
  visible: true,
}

test.group('Merchant API: products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('creates a product: 201 with Location; the same Idempotency-Key replays, another body is refused', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const send = (body: object) =>
      client
        .post('/api/v1/merchant/products')
        .headers({ ...bearer(key.value), 'Idempotency-Key': 'create-honey-1' })
        .json(body)
    const created = await send(HONEY)
    created.assertStatus(201)
    const id = created.body().data.id
    assert.equal(created.header('location'), `/api/v1/merchant/products/${id}`)
    assert.equal(created.body().data.price, '120.00')
    const replay = await send(HONEY)
    replay.assertStatus(201)
    assert.equal(replay.header('idempotent-replayed'), 'true')
    assert.equal(replay.header('location'), `/api/v1/merchant/products/${id}`)
    assert.deepEqual(replay.body(), created.body())
    assertProblem(assert, await send({ ...HONEY, price: '99' }), 422, 'idempotency_key_reused')
    assert.lengthOf(await Product.query().where('website_id', demo.id).where('sku', 'HONEY-1'), 1)

    const shown = await call(client, 'get', `/products/${id}`, key.value)
    assert.equal(shown.body().data.name, HONEY.name)
  })

  test('bad input is a 422 problem with Arabic field messages; nothing is stored', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:write'])
    const bad = await call(client, 'post', '/products', key.value, {
      ...HONEY,
      name: '',
      price: 'x',
    })
    const problem = assertProblem(assert, bad, 422, 'validation_failed')
    assert.match(problem.errors.name[0], /[\u0600-\u06FF]/)
    assert.match(problem.errors.price[0], /[\u0600-\u06FF]/)
    assert.isNull(await Product.query().where('sku', 'HONEY-1').first())
  })

  test('lists by cursor with the dashboard filters, replaces and hides a product', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const created = await call(client, 'post', '/products', key.value, HONEY)
    const id = created.body().data.id
    const first = await call(client, 'get', '/products?limit=1', key.value)
    assert.deepEqual(
      first.body().data.map((row: any) => row.id),
      [id]
    )
    assert.include(String(first.header('link')), 'rel="next"')
    const found = await call(client, 'get', `/products?q=${encodeURIComponent('سدر')}`, key.value)
    assert.include(
      found.body().data.map((row: any) => row.id),
      id
    )
    const replaced = await call(client, 'put', `/products/${id}`, key.value, {
      ...HONEY,
      price: '135.50',
    })
    replaced.assertStatus(200)
    assert.equal(replaced.body().data.price, '135.50')
    const hidden = await call(client, 'patch', `/products/${id}/visibility`, key.value, {
      visible: false,
    })
    hidden.assertStatus(200)
    assert.isFalse(hidden.body().data.is_active)
    const hiddenList = await call(client, 'get', '/products?status=hidden&limit=100', key.value)
    assert.include(
      hiddenList.body().data.map((row: any) => row.id),
      id
    )
  })

  test('forbidden: another website’s product is a 404; a key without catalogue scopes is a 403', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const theirs = await nakheel.related('products').query().firstOrFail()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    assertProblem(
      assert,
      await call(client, 'get', `/products/${theirs.id}`, key.value),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'put', `/products/${theirs.id}`, key.value, HONEY),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'patch', `/products/${theirs.id}/visibility`, key.value, {
        visible: false,
      }),
      404,
      'not_found'
    )
    await theirs.refresh()
    assert.isTrue(theirs.isActive)
    const orders = await keyOf(demo, ['orders:read', 'orders:write'])
    assertProblem(
      assert,
      await call(client, 'get', '/products', orders.value),
      403,
      'api_scope_missing'
    )
    assertProblem(
      assert,
      await call(client, 'post', '/products', orders.value, HONEY),
      403,
      'api_scope_missing'
    )
    assert.isNull(await Product.query().where('sku', 'HONEY-1').first())
  })
})
