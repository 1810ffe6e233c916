import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Order from '#models/order'
import PurchaseEvent from '#models/purchase_event'
import OrderStepMail from '#mails/order_step_mail'
import { JobRunner } from '#services/jobs/runner'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  patchPurchase,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import { call, keyOf } from '#tests/functional/merchant_api/helpers'
import { startReceiver } from '#tests/functional/webhooks/receiver'
import { useFakeTaqnyat } from '#tests/functional/sms/taqnyat_fake'

/** POST an order's next step from its dashboard page, as the page's button does. */
function postStep(client: ApiClient, user: User, username: string, id: number, step: string) {
  return client
    .post(router.makeUrl('dashboard.orders.steps.store', { username, id }))
    .header('referer', router.makeUrl('dashboard.orders.show', { username, id }))
    .withInertia()
    .json({ step })
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

/** The purchase mails are durable jobs: sent as a runner would send them; how many were waiting. */
async function sendWaitingMails() {
  const waiting = await db.from('jobs').where('name', 'mail.send').where('status', 'pending')
  await new JobRunner().drain()
  return waiting.length
}

test.group('Dashboard: an order fulfilment steps', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs committed by earlier suites are not this test's (set aside inside its transaction)
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })
  group.each.teardown(() => mail.restore())

  test('every step: who and when, a mail each, a webhook each, the API and the customer see it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const owner = await demoOwner()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233', 'reem.steps@example.com')
    const order = await orderOf(demo, reem)
    await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['order.step_changed', 'order.status_changed'],
    })
    const { mails } = mail.fake()

    const walk = [
      ['confirmed', 'تم التأكيد', `تم تأكيد طلبك رقم ${order.number}`],
      ['preparing', 'قيد التجهيز', `طلبك رقم ${order.number} قيد التجهيز`],
      ['out_for_delivery', 'في الطريق إليك', `طلبك رقم ${order.number} في الطريق إليك`],
      ['delivered', 'تم التسليم', `تم تسليم طلبك رقم ${order.number}`],
    ] as const
    for (const [step, label, subject] of walk) {
      const response = await postStep(client, owner, 'demo', order.id, step)
      response.assertStatus(303)
      response.assertHeader(
        'location',
        router.makeUrl('dashboard.orders.show', { username: 'demo', id: order.id })
      )
      response.assertFlashMessage('success', `طلب رقم ${order.number}: ${label}.`)
      await order.refresh()
      assert.equal(order.fulfilmentStep, step)
      assert.equal(order.status, step === 'delivered' ? 'success' : 'pending')
      // the step's own mail, in Arabic, to the customer
      assert.equal(await sendWaitingMails(), 1, step)
      mails.assertSent(OrderStepMail, (m) => {
        return m.message.hasTo('reem.steps@example.com') && m.message.hasSubject(subject)
      })
    }
    mails.assertSentCount(OrderStepMail, 4)

    // the history: one row per step, by the owner; delivered is the spec's completion ('success')
    const events = await PurchaseEvent.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      events.map((e) => [e.action, e.userId, e.actorName]),
      [
        ['confirmed', owner.id, owner.name],
        ['preparing', owner.id, owner.name],
        ['out_for_delivery', owner.id, owner.name],
        ['success', owner.id, owner.name],
      ]
    )

    // one webhook per step, with the step and the one before it
    const hooks = await db
      .from('webhook_deliveries')
      .where('website_id', demo.id)
      .where('event', 'order.step_changed')
      .orderBy('id')
    assert.deepEqual(
      hooks.map((row) => {
        const { data } = JSON.parse(row.payload)
        return [data.id, data.fulfilment_step, data.previous_step]
      }),
      [
        [order.id, 'confirmed', null],
        [order.id, 'preparing', 'confirmed'],
        [order.id, 'out_for_delivery', 'preparing'],
        [order.id, 'delivered', 'out_for_delivery'],
      ]
    )

    // the spec's status change at delivery carries the step written with it
    const completed = await db
      .from('webhook_deliveries')
      .where('website_id', demo.id)
      .where('event', 'order.status_changed')
    assert.deepEqual(
      completed.map((row) => {
        const { data } = JSON.parse(row.payload)
        return [data.id, data.status, data.fulfilment_step, data.previous_status]
      }),
      [[order.id, 'success', 'delivered', 'pending']]
    )

    // the dashboard's timeline: every step done, by whom; no move left
    const page = await client
      .get(router.makeUrl('dashboard.orders.show', { username: 'demo', id: order.id }))
      .withInertia()
      .loginAs(owner)
    const fulfilment = (page.inertiaProps as any).order.fulfilment
    assert.deepEqual(fulfilment.moves, [])
    assert.deepEqual(
      fulfilment.timeline.map((e: any) => [e.step, e.done, e.actorName, e.at !== null]),
      [
        ['confirmed', true, owner.name, true],
        ['preparing', true, owner.name, true],
        ['out_for_delivery', true, owner.name, true],
        ['delivered', true, owner.name, true],
      ]
    )

    // the merchant API's order carries the step
    const key = await keyOf(demo, ['orders:read'])
    const shown = await call(client, 'get', `/orders/${order.id}`, key.value)
    shown.assertStatus(200)
    assert.equal(shown.body().data.fulfilment_step, 'delivered')
    assert.equal(shown.body().data.fulfilment_step_label, 'تم التسليم')

    // the customer's page: the same timeline, without the staff's names
    const mine = await client
      .get(router.makeUrl('store.orders.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    mine.assertStatus(200)
    const timeline = (mine.inertiaProps as any).timeline
    assert.deepEqual(
      timeline.map((e: any) => [e.step, e.done, e.actorName]),
      [
        ['confirmed', true, null],
        ['preparing', true, null],
        ['out_for_delivery', true, null],
        ['delivered', true, null],
      ]
    )
    assert.equal((mine.inertiaProps as any).order.fulfilmentStepLabel, 'تم التسليم')
  })

  test('skips forward, never back; cancel stays possible until delivered; bad input stores nothing', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const owner = await demoOwner()
    const sara = await customerOf(demo, 'سارة', '0551114444')
    const order = await orderOf(demo, sara)
    mail.fake()

    ;(await postStep(client, owner, 'demo', order.id, 'preparing')).assertStatus(303)
    const back = await postStep(client, owner, 'demo', order.id, 'confirmed')
    back.assertFlashMessage(
      'error',
      'لا يمكن نقل الطلب إلى هذه المرحلة: حالته الآن «قيد التجهيز»، والطلب يتقدم ولا يرجع إلى مرحلة سابقة.'
    )
    const same = await postStep(client, owner, 'demo', order.id, 'preparing')
    same.assertFlashMessage('error', back.flashMessages().error)
    for (const step of ['shipped', '', 'delivered; drop table orders']) {
      const bad = await postStep(client, owner, 'demo', order.id, step)
      bad.assertFlashMessage('inputErrorsBag', {
        step: [step === '' ? 'الحقل ضروري.' : 'القيمة المختارة غير صحيحة.'],
      })
    }
    await order.refresh()
    assert.equal(order.fulfilmentStep, 'preparing')

    // the ready order may still be cancelled, then it moves no more
    ;(await postStep(client, owner, 'demo', order.id, 'ready')).assertStatus(303)
    ;(
      await patchPurchase(client, owner, 'orders', 'demo', order.id, { status: 'cancel' })
    ).assertFlashMessage('success', 'تم إلغاء الطلب.')
    const afterCancel = await postStep(client, owner, 'demo', order.id, 'delivered')
    afterCancel.assertFlashMessage(
      'error',
      'لا يمكن نقل الطلب إلى هذه المرحلة: حالته الآن «ملغي»، والطلب يتقدم ولا يرجع إلى مرحلة سابقة.'
    )
    await order.refresh()
    assert.deepInclude(order.serialize(), { status: 'cancel', fulfilmentStep: 'ready' })
    assert.deepEqual(
      (await PurchaseEvent.query().where('order_id', order.id).orderBy('id')).map((e) => e.action),
      ['preparing', 'ready', 'cancel']
    )

    // a delivered one is done: nothing after it, not even a cancel
    const other = await orderOf(demo, sara)
    ;(await postStep(client, owner, 'demo', other.id, 'delivered')).assertStatus(303)
    await other.refresh()
    assert.deepInclude(other.serialize(), { status: 'success', fulfilmentStep: 'delivered' })
    const late = await postStep(client, owner, 'demo', other.id, 'out_for_delivery')
    late.assertFlashMessage(
      'error',
      'لا يمكن نقل الطلب إلى هذه المرحلة: حالته الآن «تم التسليم»، والطلب يتقدم ولا يرجع إلى مرحلة سابقة.'
    )
  })

  test('two staff pressing the same step at once: one moves it, one history row, one mail', async ({
    assert,
  }) => {
    const { demo } = await sites()
    const owner = await demoOwner()
    const manager = await memberOf(demo, 'manager')
    const order = await orderOf(demo, await customerOf(demo, 'منى', '0551119999'))
    const { mails } = mail.fake()
    const results = await Promise.allSettled([
      Fulfilment.move(demo, owner, order.id, 'preparing'),
      Fulfilment.move(demo, manager, order.id, 'preparing'),
    ])
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected'])
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    assert.equal(refused.reason.reason, 'order_step_not_allowed')
    assert.lengthOf(await PurchaseEvent.query().where('order_id', order.id), 1)
    assert.equal(await sendWaitingMails(), 1)
    mails.assertSentCount(OrderStepMail, 1)
  })

  test("another website's order is a 404; a role without the orders ability is refused", async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const nakheelCustomer = await customerOf(nakheel, 'خالد', '0552223333')
    const theirs = await orderOf(nakheel, nakheelCustomer)
    const owner = await demoOwner()
    mail.fake()

    // demo's owner, with nakheel's order id under demo's address: not found
    const crossed = await postStep(client, owner, 'demo', theirs.id, 'confirmed')
    crossed.assertStatus(404)
    // under nakheel's address: not demo's owner's website
    const foreign = await postStep(client, owner, 'nakheel', theirs.id, 'confirmed')
    foreign.assertStatus(404)

    // an editor of nakheel (content only) may not move orders: the dashboard's 404, nothing leaks
    const editor = await memberOf(nakheel, 'editor')
    const refused = await postStep(client, editor, 'nakheel', theirs.id, 'confirmed')
    refused.assertStatus(404)
    await theirs.refresh()
    assert.isNull(theirs.fulfilmentStep)
    // a manager may
    const manager = await memberOf(nakheel, 'manager')
    ;(await postStep(client, manager, 'nakheel', theirs.id, 'confirmed')).assertStatus(303)
    await theirs.refresh()
    assert.equal(theirs.fulfilmentStep, 'confirmed')
    assert.deepEqual(
      (await PurchaseEvent.query().where('order_id', theirs.id)).map((e) => e.userId),
      [manager.id]
    )
    // nakheel's owner sees it in the list's step filter, and not under another step
    const unconfirmed = await orderOf(nakheel, nakheelCustomer)
    const nakheelOwnerUser = await nakheelOwner()
    const list = async (step: string) =>
      (
        await client
          .get(router.makeUrl('dashboard.orders.index', { username: 'nakheel' }, { qs: { step } }))
          .withInertia()
          .loginAs(nakheelOwnerUser)
      ).inertiaProps as any
    const confirmed = await list('confirmed')
    assert.deepEqual(
      confirmed.orders.map((row: any) => [row.id, row.fulfilmentStepLabel]),
      [[theirs.id, 'تم التأكيد']]
    )
    assert.equal(confirmed.meta.total, 1)
    assert.equal(confirmed.filters.step, 'confirmed')
    assert.notInclude(
      (await list('preparing')).orders.map((row: any) => row.id),
      theirs.id
    )
    // an order completed before the steps existed (no step stored) is found under delivered
    const legacy = await orderOf(nakheel, nakheelCustomer, { status: 'success' })
    assert.isNull((await Order.findOrFail(legacy.id)).fulfilmentStep)
    const delivered = await list('delivered')
    assert.deepEqual(
      delivered.orders.map((row: any) => [row.id, row.fulfilmentStepLabel]),
      [[legacy.id, 'تم التسليم']]
    )
    const all = (await list('')).orders.map((row: any) => [row.id, row.fulfilmentStep])
    assert.deepInclude(all, [unconfirmed.id, null])
    assert.deepInclude(all, [theirs.id, 'confirmed'])
  })
})

test.group('Dashboard: an order step texted to the customer (Taqnyat fake)', (group) => {
  const sms = useFakeTaqnyat(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })

  test('each step is texted to the mobile with the order number and its page, by a job', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const owner = await demoOwner()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112244', 'reem.sms@example.com')
    const order = await orderOf(demo, reem)
    ;(await postStep(client, owner, 'demo', order.id, 'preparing')).assertStatus(303)
    // the text waits for the runner: the merchant's request never waits for the provider
    assert.isUndefined(sms.lastTo('966551112244'))
    await new JobRunner().drain()
    const text = sms.lastTo('966551112244')
    assert.exists(text)
    assert.include(text!.body, `طلبك رقم ${order.number} — قيد التجهيز`)
    assert.include(text!.body, `/o/demo/orders/${order.id}`)

    // another website's owner moves nothing and texts nobody
    const other = await nakheelOwner()
    const refused = await postStep(client, other, 'demo', order.id, 'ready')
    assert.oneOf(refused.status(), [403, 404])
    await new JobRunner().drain()
    assert.lengthOf(sms.messages, 1)
    assert.notEqual(nakheel.id, demo.id)
  })
})
