import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Service from '#models/service'
import StoreCategory from '#models/store_category'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

const MASSAGE = {
  name: 'تدليك بالأحجار',
  slug: '',
  price: '150',
  old_price: null,
  duration: 60,
  service_category_id: null,
  options: [
    { name: 'ساعة ونصف', extra_price: '50', extra_minutes: 30 },
    { name: 'مع زيت', extra_price: '20', extra_minutes: 0 },
  ],
  visible: true,
}

test.group('Merchant API: services, categories and branches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('a service with its options: created (201, Location, Idempotency-Key), listed by cursor, replaced, deleted', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const created = await client
      .post('/api/v1/merchant/services')
      .headers({ ...bearer(key.value), 'Idempotency-Key': 'massage-1' })
      .json(MASSAGE)
    created.assertStatus(201)
    const id = created.body().data.id
    assert.equal(created.header('location'), `/api/v1/merchant/services/${id}`)
    assert.deepEqual(
      created.body().data.options.map((option: any) => option.name),
      ['ساعة ونصف', 'مع زيت']
    )
    assert.equal(created.body().data.price, '150.00')

    const first = await call(client, 'get', '/services?limit=1', key.value)
    first.assertStatus(200)
    assert.deepEqual(
      first.body().data.map((row: any) => row.id),
      [id]
    )
    assert.include(String(first.header('link')), 'rel="next"')
    assert.isString(first.header('etag'))

    const [kept] = created.body().data.options
    const replaced = await call(client, 'put', `/services/${id}`, key.value, {
      ...MASSAGE,
      price: '175',
      options: [{ id: kept.id, name: 'ساعة ونصف', extra_price: '60', extra_minutes: 30 }],
    })
    replaced.assertStatus(200)
    assert.equal(replaced.body().data.price, '175.00')
    assert.deepEqual(
      replaced.body().data.options.map((option: any) => [option.id, option.extra_price]),
      [[kept.id, '60.00']]
    )

    const bad = await call(client, 'post', '/services', key.value, { ...MASSAGE, duration: 7 })
    const problem = assertProblem(assert, bad, 422, 'validation_failed')
    assert.match(problem.errors.duration[0], /[\u0600-\u06FF]/)

    const removed = await client
      .delete(`/api/v1/merchant/services/${id}`)
      .headers(bearer(key.value))
    removed.assertStatus(200)
    assert.deepEqual(removed.body().data, { id, deleted: true, archived: false })
    assert.isNull(await Service.find(id))
    assertProblem(assert, await call(client, 'get', `/services/${id}`, key.value), 404, 'not_found')
  })

  test('product and service categories: created, listed, renamed, deleted (their records stay)', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    for (const path of ['/product-categories', '/service-categories']) {
      const created = await call(client, 'post', path, key.value, { name: 'عروض الصيف', slug: '' })
      created.assertStatus(201)
      const id = created.body().data.id
      assert.equal(created.header('location'), `/api/v1/merchant${path}/${id}`)
      const list = await call(client, 'get', `${path}?limit=100`, key.value)
      assert.include(
        list.body().data.map((row: any) => row.id),
        id
      )
      const renamed = await call(client, 'put', `${path}/${id}`, key.value, {
        name: 'عروض الشتاء',
        slug: 'winter',
      })
      renamed.assertStatus(200)
      assert.equal(renamed.body().data.slug, 'winter')
      const taken = await call(client, 'post', path, key.value, { name: 'أخرى', slug: 'winter' })
      assertProblem(assert, taken, 422, 'slug_taken')
      const removed = await client
        .delete(`/api/v1/merchant${path}/${id}`)
        .headers(bearer(key.value))
      removed.assertStatus(200)
    }
    const category = await demo.related('storeCategories').query().firstOrFail()
    const products = await demo.related('products').query().where('store_category_id', category.id)
    const gone = await client
      .delete(`/api/v1/merchant/product-categories/${category.id}`)
      .headers(bearer(key.value))
    gone.assertStatus(200)
    assert.isNull(await StoreCategory.find(category.id))
    for (const product of products) {
      await product.refresh()
      assert.isNull(product.storeCategoryId)
    }
  })

  test('a branch with its week of hours: read, added (its shape round-trips), renamed, deleted', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['settings:read', 'settings:write'])
    const list = await call(client, 'get', '/branches', key.value)
    list.assertStatus(200)
    const shape = { ...list.body().data[0], id: undefined }
    assert.lengthOf(shape.hours, 7)
    const created = await call(client, 'post', '/branches', key.value, {
      ...shape,
      name: 'فرع الملقا',
    })
    created.assertStatus(201)
    const id = created.body().data.id
    assert.deepEqual(created.body().data.hours, shape.hours)
    const closed = shape.hours.map((day: any) => ({ ...day, open: day.day !== 5 }))
    const updated = await call(client, 'put', `/branches/${id}`, key.value, {
      ...shape,
      name: 'فرع الملقا الجديد',
      hours: closed,
    })
    updated.assertStatus(200)
    assert.isFalse(updated.body().data.hours.find((day: any) => day.day === 5).open)
    const bad = await call(client, 'put', `/branches/${id}`, key.value, {
      ...shape,
      hours: shape.hours.map((day: any) => ({ ...day, open: true, from: '22:00', to: '09:00' })),
    })
    assertProblem(assert, bad, 422, 'validation_failed')
    ;(
      await client.delete(`/api/v1/merchant/branches/${id}`).headers(bearer(key.value))
    ).assertStatus(200)
  })

  test('forbidden: no scope is a 403, another website’s id a 404, the plan’s limits a 403', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, [
      'catalogue:read',
      'catalogue:write',
      'settings:read',
      'settings:write',
    ])
    const orders = await keyOf(demo, ['orders:read', 'orders:write'])
    for (const path of ['/services', '/product-categories', '/service-categories', '/branches']) {
      assertProblem(assert, await call(client, 'get', path, orders.value), 403, 'api_scope_missing')
    }
    assertProblem(
      assert,
      await call(client, 'post', '/services', orders.value, MASSAGE),
      403,
      'api_scope_missing'
    )
    // demo's key on nakheel's rows, nakheel's key on demo's service (nakheel has none)
    const nakheelKey = await keyOf(nakheel, [
      'catalogue:read',
      'catalogue:write',
      'settings:read',
      'settings:write',
    ])
    const demoService = (await demo.related('services').query().firstOrFail()).id
    const theirs: [string, number, string][] = [
      ['/services', demoService, nakheelKey.value],
      [
        '/product-categories',
        (await nakheel.related('storeCategories').query().firstOrFail()).id,
        key.value,
      ],
      ['/branches', (await nakheel.related('branches').query().firstOrFail()).id, key.value],
    ]
    for (const [path, id, value] of theirs) {
      assertProblem(assert, await call(client, 'get', `${path}/${id}`, value), 404, 'not_found')
      assertProblem(
        assert,
        await call(client, 'put', `${path}/${id}`, value, { name: 'ليس لي' }),
        404,
        'not_found'
      )
      assertProblem(
        assert,
        await client.delete(`/api/v1/merchant${path}/${id}`).headers(bearer(value)),
        404,
        'not_found'
      )
    }
    assert.isNotNull(await Service.find(demoService))

    // nakheel's plan has one branch: a second is refused, nothing stored
    const [branch] = (await call(client, 'get', '/branches', nakheelKey.value)).body().data
    const shape = { ...branch, id: undefined }
    const refused = await call(client, 'post', '/branches', nakheelKey.value, {
      ...shape,
      name: 'فرع ثان',
    })
    assertProblem(assert, refused, 403, 'plan_limit_reached')
    assert.lengthOf(await nakheel.related('branches').query(), 1)

    // a plan without manage_items: no service is added
    const content = await Plan.findByOrFail('code', 'content')
    demo.planId = content.id
    await demo.save()
    const before = (await demo.related('services').query()).length
    assertProblem(
      assert,
      await call(client, 'post', '/services', key.value, MASSAGE),
      403,
      'plan_feature_missing'
    )
    assert.lengthOf(await demo.related('services').query(), before)
  })
})
