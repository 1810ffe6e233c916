// The today board's one tap on an order: one fulfilment step forward (issue 36), never straight to done.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import type User from '#models/user'
import Order from '#models/order'
import PurchaseEvent from '#models/purchase_event'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { memberOf, twoBranches } from '#tests/functional/staff/staff_helpers'

/** POST the board's step button, as this user. */
function step(client: ApiClient, user: User, username: string, id: number, to: unknown) {
  return client
    .post(router.makeUrl('dashboard.today.orders.steps.store', { username, id }))
    .header('referer', router.makeUrl('dashboard.today.show', { username }))
    .withInertia()
    .json({ step: to })
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

async function boardOrder(client: ApiClient, user: User, id: number) {
  const response = await client
    .get(router.makeUrl('dashboard.today.show', { username: 'demo' }))
    .withInertia()
    .loginAs(user)
  response.assertStatus(200)
  return (response.inertiaProps as any).orders.find((o: any) => o.id === id)
}

test.group('Dashboard: the today board moves an order one step', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pick-up goes confirmed, preparing, ready, delivered; the button names the next step', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const order = await orderOf(demo, hind)
    await order.merge({ deliveryMethod: 'pickup' }).save()
    const owner = await demoOwner()

    const walk = [
      ['confirmed', 'تأكيد الطلب', null],
      ['preparing', 'بدء التجهيز', 'تم التأكيد'],
      ['ready', 'جاهز للاستلام', 'قيد التجهيز'],
      ['delivered', 'تم التسليم', 'جاهز للاستلام'],
    ] as const
    for (const [to, button, current] of walk) {
      const row = await boardOrder(client, owner, order.id)
      assert.deepEqual(row.nextStep, { value: to, label: button })
      assert.equal(row.fulfilmentStepLabel, current)
      const moved = await step(client, owner, 'demo', order.id, to)
      moved.assertStatus(303)
      assert.equal(
        moved.header('location'),
        router.makeUrl('dashboard.today.show', { username: 'demo' })
      )
      assert.match(String(moved.flashMessages()?.success), new RegExp(`^طلب رقم ${order.number}:`))
    }
    const done = await Order.findOrFail(order.id)
    assert.deepInclude(done.serialize(), { status: 'success', fulfilmentStep: 'delivered' })
    const actions = await PurchaseEvent.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      actions.map((e) => [e.action, e.userId]),
      [
        ['confirmed', owner.id],
        ['preparing', owner.id],
        ['ready', owner.id],
        ['success', owner.id],
      ]
    )
  })

  test('a delivery goes out for delivery after preparing; a step back is refused in Arabic', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const order = await orderOf(demo, hind)
    await order.merge({ deliveryMethod: 'delivery', fulfilmentStep: 'preparing' }).save()
    const owner = await demoOwner()
    const row = await boardOrder(client, owner, order.id)
    assert.deepEqual(row.nextStep, { value: 'out_for_delivery', label: 'خرج للتوصيل' })
    assert.equal(row.fulfilmentStepLabel, 'قيد التجهيز')

    const back = await step(client, owner, 'demo', order.id, 'confirmed')
    assert.oneOf(back.status(), [302, 303])
    assert.match(String(back.flashMessages()?.error), /[\u0600-\u06FF]/)
    const odd = await step(client, owner, 'demo', order.id, 'shipped')
    assert.oneOf(odd.status(), [302, 303])
    assert.deepEqual(odd.flashMessages()?.errors, { step: ['القيمة المختارة غير صحيحة.'] })
    assert.equal((await Order.findOrFail(order.id)).fulfilmentStep, 'preparing')
  })

  test('another merchant and reception are refused; nothing moves', async ({ client, assert }) => {
    const { demo } = await sites()
    const { own } = await twoBranches(demo)
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const order = await orderOf(demo, hind)
    await order.merge({ branchId: own.id }).save()

    ;(await step(client, await nakheelOwner(), 'demo', order.id, 'confirmed')).assertStatus(404)
    const reception = await memberOf(demo, 'reception', own.id)
    const refused = await step(client, reception, 'demo', order.id, 'confirmed')
    assert.oneOf(refused.status(), [403, 404])
    assert.isNull((await Order.findOrFail(order.id)).fulfilmentStep)
  })
})
