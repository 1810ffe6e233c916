// Issue 31 item 5 in the merchant API: representatives, an order's steps, delivery settings, the store switch.
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import Representative from '#models/representative'
import DeliverySetting from '#models/delivery_setting'
import Website from '#models/website'
import { customerOf, orderOf, sites } from '#tests/functional/dashboard/purchase_helpers'
import { assertProblem, call, keyOf } from '#tests/functional/merchant_api/helpers'
import { DELIVERY_SETTINGS } from '#tests/functional/merchant_api/delivery_contract_calls'

const ORDERS = ['orders:read', 'orders:write'] as const
const SETTINGS = ['settings:read', 'settings:write'] as const

test.group('Merchant API: delivery', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('representatives: add, list with cash due, read, replace; bad input stores nothing', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const { value } = await keyOf(demo, [...ORDERS])
    const added = await call(client, 'post', '/representatives', value, {
      name: 'سالم القحطاني',
      mobile: '+966 55 111 2233',
    })
    added.assertStatus(201)
    const id = added.body().data.id
    assert.equal(added.header('location'), `/api/v1/merchant/representatives/${id}`)
    assert.deepInclude(added.body().data, {
      name: 'سالم القحطاني',
      mobile: '0551112233',
      is_active: true,
      cash_due: '0.00',
    })

    const customer = await customerOf(demo, 'نورة', '0500000001')
    const order = await orderOf(demo, customer)
    await Order.query()
      .where('id', order.id)
      .update({ representative_id: id, cash_collected_at: DateTime.utc().toSQL() })
    const listed = await call(client, 'get', '/representatives', value)
    listed.assertStatus(200)
    const row = listed.body().data.find((r: { id: number }) => r.id === id)
    assert.equal(row.cash_due, (order.total / 100).toFixed(2))
    assert.equal(row.cash_due_orders, 1)

    const replaced = await call(client, 'put', `/representatives/${id}`, value, {
      name: 'سالم',
      mobile: '0551112233',
      is_active: false,
    })
    replaced.assertStatus(200)
    assert.isFalse(replaced.body().data.is_active)
    ;(await call(client, 'get', `/representatives/${id}`, value)).assertStatus(200)

    const bad = await call(client, 'post', '/representatives', value, { name: 'س', mobile: '0123' })
    const problem = assertProblem(assert, bad, 422, 'validation_failed')
    assert.include(JSON.stringify(problem.errors), 'رقم جوال سعودي')
    const taken = await call(client, 'post', '/representatives', value, {
      name: 'آخر',
      mobile: '0551112233',
    })
    assertProblem(assert, taken, 422, 'representative_mobile_taken')
    assert.lengthOf(
      await Representative.query().where('website_id', demo.id).whereIn('name', ['س', 'آخر']),
      0
    )
  })

  test('hand-over: the collected cash is recorded once, then there is nothing to hand over', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const { value } = await keyOf(demo, [...ORDERS])
    const rep = await Representative.create({
      websiteId: demo.id,
      name: 'فهد',
      mobile: '0552223344',
      isActive: true,
    })
    const customer = await customerOf(demo, 'نورة', '0500000001')
    const order = await orderOf(demo, customer)
    order.merge({ representativeId: rep.id, cashCollectedAt: DateTime.utc() })
    await order.save()
    const handed = await call(client, 'post', `/representatives/${rep.id}/hand-over`, value)
    handed.assertStatus(200)
    assert.deepInclude(handed.body().data, {
      orders: 1,
      total: (order.total / 100).toFixed(2),
    })
    assert.equal(handed.body().data.representative.cash_due, '0.00')
    await order.refresh()
    assert.isNotNull(order.cashHandedAt)
    const again = await call(client, 'post', `/representatives/${rep.id}/hand-over`, value)
    assertProblem(assert, again, 409, 'delivery_cash_none')
  })

  test('an order: assigned to a representative and moved a step; its detail shows the delivery', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const { value } = await keyOf(demo, [...ORDERS])
    const rep = await Representative.create({
      websiteId: demo.id,
      name: 'فهد',
      mobile: '0552223344',
      isActive: true,
    })
    const customer = await customerOf(demo, 'نورة', '0500000001')
    const order = await orderOf(demo, customer)
    const assigned = await call(client, 'put', `/orders/${order.id}/representative`, value, {
      representative_id: rep.id,
    })
    assigned.assertStatus(200)
    const delivery = assigned.body().data.delivery
    assert.deepEqual(delivery.representative, { id: rep.id, name: 'فهد', mobile: '0552223344' })
    assert.match(delivery.link, /\/o\/demo\/delivery\/[A-Za-z0-9_-]{20,}\?signature=/)
    assert.isFalse(delivery.picked_up)
    const shown = await call(client, 'get', `/orders/${order.id}`, value)
    assert.equal(shown.body().data.delivery.representative.id, rep.id)
    assert.include(
      shown.body().data.history.map((h: { action: string }) => h.action),
      'assigned'
    )

    const moved = await call(client, 'post', `/orders/${order.id}/steps`, value, {
      step: 'preparing',
    })
    moved.assertStatus(200)
    await order.refresh()
    assert.equal(order.fulfilmentStep, 'preparing')
    const back = await call(client, 'post', `/orders/${order.id}/steps`, value, {
      step: 'confirmed',
    })
    assertProblem(assert, back, 409, 'order_step_not_allowed')
    const unknown = await call(client, 'post', `/orders/${order.id}/steps`, value, {
      step: 'teleported',
    })
    assertProblem(assert, unknown, 422, 'validation_failed')
    await order.refresh()
    assert.equal(order.fulfilmentStep, 'preparing')
  })

  test('forbidden: no scope 403, another website 404, a plan without representatives refused as the dashboard', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const readOnly = await keyOf(demo, ['orders:read'])
    const settingsOnly = await keyOf(demo, [...SETTINGS])
    const demoKey = await keyOf(demo, [...ORDERS])
    const nakheelKey = await keyOf(nakheel, [...ORDERS])
    const foreignRep = await Representative.create({
      websiteId: nakheel.id,
      name: 'غريب',
      mobile: '0557777777',
      isActive: true,
    })
    const foreignOrder = await orderOf(nakheel, await customerOf(nakheel, 'نورة', '0500000001'))
    const demoOrder = await orderOf(demo, await customerOf(demo, 'ريم', '0500000002'))
    const body = { name: 'سالم', mobile: '0551112233' }

    // a key without the scope
    assertProblem(
      assert,
      await call(client, 'post', '/representatives', readOnly.value, body),
      403,
      'api_scope_missing'
    )
    assertProblem(
      assert,
      await call(client, 'get', '/representatives', settingsOnly.value),
      403,
      'api_scope_missing'
    )
    assertProblem(
      assert,
      await call(client, 'post', `/orders/${demoOrder.id}/steps`, readOnly.value, {
        step: 'preparing',
      }),
      403,
      'api_scope_missing'
    )
    // another website's representative and order
    for (const [method, path, sent] of [
      ['get', `/representatives/${foreignRep.id}`, undefined],
      ['put', `/representatives/${foreignRep.id}`, body],
      ['post', `/representatives/${foreignRep.id}/hand-over`, undefined],
      ['put', `/orders/${foreignOrder.id}/representative`, { representative_id: null }],
      ['post', `/orders/${foreignOrder.id}/steps`, { step: 'preparing' }],
    ] as const) {
      assertProblem(assert, await call(client, method, path, demoKey.value, sent), 404, 'not_found')
    }
    // demo's order to nakheel's representative: not one of demo's active ones
    const crossed = await call(
      client,
      'put',
      `/orders/${demoOrder.id}/representative`,
      demoKey.value,
      {
        representative_id: foreignRep.id,
      }
    )
    assertProblem(assert, crossed, 422, 'representative_inactive')
    // nakheel's plan has no manage_representatives: the dashboard's refusal, nothing stored
    for (const [method, path, sent] of [
      ['get', '/representatives', undefined],
      ['post', '/representatives', body],
      ['get', `/representatives/${foreignRep.id}`, undefined],
      ['put', `/representatives/${foreignRep.id}`, body],
      ['post', `/representatives/${foreignRep.id}/hand-over`, undefined],
      ['put', `/orders/${foreignOrder.id}/representative`, { representative_id: foreignRep.id }],
    ] as const) {
      const refused = assertProblem(
        assert,
        await call(client, method, path, nakheelKey.value, sent),
        403,
        'plan_feature_missing'
      )
      assert.equal(
        refused.detail,
        'باقتك الحالية لا تشمل «إدارة المناديب». رقِّ باقتك لاستخدام هذه الميزة.'
      )
    }
    assert.lengthOf(await Representative.query().where('website_id', nakheel.id), 1)
    await foreignOrder.refresh()
    assert.isNull(foreignOrder.representativeId)
    // the order's detail on such a plan has no delivery panel
    const detail = await call(client, 'get', `/orders/${foreignOrder.id}`, nakheelKey.value)
    assert.isNull(detail.body().data.delivery)
  })

  test('delivery settings and the store switch: read and replace under settings:*', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const { value } = await keyOf(demo, [...SETTINGS])
    const ordersOnly = await keyOf(demo, [...ORDERS])
    const saved = await call(client, 'put', '/delivery-settings', value, DELIVERY_SETTINGS)
    saved.assertStatus(200)
    assert.deepInclude(saved.body().data, {
      flat_fee: '15.00',
      free_above: '200.00',
      pickup_enabled: true,
      lead_days: 0,
    })
    const stored = await DeliverySetting.findByOrFail('website_id', demo.id)
    assert.equal(stored.flatFee, 1500)
    const read = await call(client, 'get', '/delivery-settings', value)
    assert.deepEqual(read.body().data, saved.body().data)

    const bad = await call(client, 'put', '/delivery-settings', value, {
      ...DELIVERY_SETTINGS,
      flat_fee: '15.00',
      time_slots: ['12:00-09:00'],
    })
    const problem = assertProblem(assert, bad, 422, 'validation_failed')
    assert.include(JSON.stringify(problem.errors), 'وقت النهاية قبل وقت البداية')
    assertProblem(
      assert,
      await call(client, 'get', '/delivery-settings', ordersOnly.value),
      403,
      'api_scope_missing'
    )
    assertProblem(
      assert,
      await call(client, 'put', '/settings/store-opening', ordersOnly.value, { open: false }),
      403,
      'api_scope_missing'
    )

    const closed = await call(client, 'put', '/settings/store-opening', value, { open: false })
    closed.assertStatus(200)
    assert.isFalse(closed.body().data.store_open)
    assert.isFalse((await Website.findOrFail(demo.id)).isOpen)
    const opened = await call(client, 'put', '/settings/store-opening', value, { open: true })
    assert.isTrue(opened.body().data.store_open)
    assertProblem(
      assert,
      await call(client, 'put', '/settings/store-opening', value, { open: 'maybe' }),
      422,
      'validation_failed'
    )
  })
})
