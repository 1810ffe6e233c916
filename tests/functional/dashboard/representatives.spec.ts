// Issue 31 item 2: representatives, an order's assignment, the signed link and its steps, cash to hand over.
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import PurchaseEvent from '#models/purchase_event'
import Representative from '#models/representative'
import type Website from '#models/website'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'

const put = (client: ApiClient, url: string, owner: any, body: object) =>
  client.put(url).json(body).withInertia().withCsrfToken().loginAs(owner).redirects(0)
const post = (client: ApiClient, url: string, owner: any, body: object) =>
  client.post(url).json(body).withInertia().withCsrfToken().loginAs(owner).redirects(0)

async function representativeOf(website: Website, name = 'سالم القحطاني', mobile = '0551112233') {
  return Representative.create({ websiteId: website.id, name, mobile, isActive: true })
}

/** Assigns the order through the dashboard and returns the signed link its page shows. */
async function assign(client: ApiClient, order: Order, representative: Representative) {
  const owner = await demoOwner()
  const saved = await put(client, `/dashboard/demo/orders/${order.id}/representative`, owner, {
    representative_id: representative.id,
  })
  saved.assertStatus(303)
  const page = await client.get(`/dashboard/demo/orders/${order.id}`).withInertia().loginAs(owner)
  const { delivery } = page.inertiaProps as any
  return { link: new URL(delivery.link), delivery }
}

/** A step from the representative's page, at the signed address (path and query). */
const step = (client: ApiClient, link: URL, body: object) =>
  client
    .post(link.pathname + link.search)
    .json(body)
    .header('referer', link.pathname + link.search)
    .withInertia()
    .withCsrfToken()
    .redirects(0)

test.group('Delivery representatives', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the merchant adds and edits representatives; bad input stores nothing', async ({
    client,
    assert,
  }) => {
    const owner = await demoOwner()
    const { demo } = await sites()
    const added = await post(client, '/dashboard/demo/representatives', owner, {
      name: 'سالم القحطاني',
      mobile: '+966 55 111 2233',
    })
    added.assertStatus(303)
    const rep = await Representative.query()
      .where('website_id', demo.id)
      .where('mobile', '0551112233')
      .firstOrFail()
    assert.deepInclude(rep.serialize(), { name: 'سالم القحطاني', mobile: '0551112233' })

    const bad = await post(client, '/dashboard/demo/representatives', owner, {
      name: 'س',
      mobile: '0123',
    })
    bad.assertStatus(303)
    bad.assertFlashMessage('inputErrorsBag', {
      name: ['يجب ألا يقل طول الحقل عن 2 أحرف'],
      mobile: ['أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'],
    })
    const taken = await post(client, '/dashboard/demo/representatives', owner, {
      name: 'آخر',
      mobile: '0551112233',
    })
    taken.assertFlashMessage('errorsBag', { mobile: 'هذا الجوال مسجل لمندوب آخر.' })
    assert.lengthOf(
      await Representative.query().where('website_id', demo.id).whereIn('name', ['س', 'آخر']),
      0
    )

    const edited = await put(client, `/dashboard/demo/representatives/${rep.id}`, owner, {
      name: 'سالم',
      mobile: '0551112234',
      is_active: false,
    })
    edited.assertStatus(303)
    await rep.refresh()
    assert.deepEqual([rep.name, rep.mobile, rep.isActive], ['سالم', '0551112234', false])

    // another merchant: the representative is a 404 and stays as it is
    const foreign = await put(
      client,
      `/dashboard/nakheel/representatives/${rep.id}`,
      await nakheelOwner(),
      {
        name: 'مختطف',
        mobile: '0559999999',
      }
    )
    foreign.assertStatus(404)
    await rep.refresh()
    assert.equal(rep.name, 'سالم')
  })

  test('a plan without manage_representatives refuses the page, a crafted request and an order', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const page = await client.get('/dashboard/nakheel/representatives').withInertia().loginAs(owner)
    assert.isFalse((page.inertiaProps as any).allowed)
    const crafted = await post(client, '/dashboard/nakheel/representatives', owner, {
      name: 'سالم القحطاني',
      mobile: '0551112233',
    })
    crafted.assertStatus(303)
    crafted.assertFlashMessage(
      'error',
      'باقتك الحالية لا تشمل «إدارة المناديب». رقِّ باقتك لاستخدام هذه الميزة.'
    )
    assert.lengthOf(await Representative.query().where('website_id', nakheel.id), 0)

    const rep = await representativeOf(nakheel)
    const customer = await customerOf(nakheel, 'نورة', '0500000001')
    const order = await orderOf(nakheel, customer)
    const assigned = await put(
      client,
      `/dashboard/nakheel/orders/${order.id}/representative`,
      owner,
      {
        representative_id: rep.id,
      }
    )
    assigned.assertFlashMessage(
      'error',
      'باقتك الحالية لا تشمل «إدارة المناديب». رقِّ باقتك لاستخدام هذه الميزة.'
    )
    await order.refresh()
    assert.isNull(order.representativeId)
    const show = await client
      .get(`/dashboard/nakheel/orders/${order.id}`)
      .withInertia()
      .loginAs(owner)
    assert.isNull((show.inertiaProps as any).delivery)
  })

  test('the signed link shows only the delivery and walks it to the cash handed over', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const rep = await representativeOf(demo)
    const customer = await customerOf(demo, 'ريم السبيعي', '0509876543')
    const order = await orderOf(demo, customer)
    const { link, delivery } = await assign(client, order, rep)
    assert.match(link.pathname, /^\/o\/demo\/delivery\/[A-Za-z0-9_-]{20,64}$/)
    assert.isTrue(link.searchParams.has('signature'))
    assert.equal(
      delivery.whatsappUrl,
      `https://wa.me/966551112233?text=${encodeURIComponent(`طلب رقم ${order.number} للتوصيل: ${link.href}`)}`
    )

    // a phone page without any account
    const page = await client.get(link.pathname + link.search).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('delivery/show')
    const shown = (page.inertiaProps as any).delivery
    assert.deepInclude(shown, {
      number: order.number,
      representative: 'سالم القحطاني',
      cashToCollect: order.total,
      customer: { name: 'ريم السبيعي', phone: '0509876543' },
    })
    assert.notProperty(shown, 'email')
    assert.notInclude(JSON.stringify(page.inertiaProps), customer.email)

    ;(await step(client, link, { step: 'picked_up' })).assertStatus(303)
    // picked up: the order is out for delivery (issue 36's fulfilment steps), still pending
    await order.refresh()
    assert.deepInclude(order.serialize(), { status: 'pending', fulfilmentStep: 'out_for_delivery' })
    const twice = await step(client, link, { step: 'picked_up' })
    twice.assertFlashMessage('errorsBag', { step: 'لا يمكن تسجيل هذه الخطوة الآن.' })
    ;(await step(client, link, { step: 'delivered' })).assertStatus(303)
    await order.refresh()
    assert.deepInclude(order.serialize(), { status: 'success', fulfilmentStep: 'delivered' })
    ;(await step(client, link, { step: 'collected' })).assertStatus(303)

    await order.refresh()
    await order.load('bill')
    assert.equal(order.status, 'success')
    assert.equal(order.bill.status, 'paid')
    assert.equal(order.bill.paymentMethod, 'cash')
    assert.isNotNull(order.cashCollectedAt)
    const actions = (await PurchaseEvent.query().where('order_id', order.id).orderBy('id')).map(
      (e) => [e.action, e.actorName]
    )
    assert.deepEqual(actions, [
      ['assigned', 'نورة العتيبي'],
      ['picked_up', 'المندوب سالم القحطاني'],
      ['success', 'المندوب سالم القحطاني'],
      ['paid', 'المندوب سالم القحطاني'],
    ])

    // the merchant sees the cash still to hand over, then records it received
    const owner = await demoOwner()
    const list = await client.get('/dashboard/demo/representatives').withInertia().loginAs(owner)
    const row = (list.inertiaProps as any).representatives.find((r: any) => r.id === rep.id)
    assert.deepInclude(row, { cashDue: order.total, cashDueOrders: 1 })
    ;(
      await post(client, `/dashboard/demo/representatives/${rep.id}/hand-over`, owner, {})
    ).assertStatus(303)
    const after = await client.get('/dashboard/demo/representatives').withInertia().loginAs(owner)
    const handed = (after.inertiaProps as any).representatives.find((r: any) => r.id === rep.id)
    assert.equal(handed.cashDue, 0)
    const none = await post(
      client,
      `/dashboard/demo/representatives/${rep.id}/hand-over`,
      owner,
      {}
    )
    none.assertFlashMessage('error', 'لا يوجد مبلغ نقدي لدى المندوب لم يسلّمه.')

    // a day after delivery the link stops working
    await PurchaseEvent.query()
      .where('order_id', order.id)
      .where('action', 'success')
      .update({ created_at: DateTime.utc().minus({ hours: 25 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const expired = await client.get(link.pathname + link.search).withInertia()
    expired.assertStatus(404)
  })

  test('a failed delivery needs a note; the link works for that order only', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const rep = await representativeOf(demo)
    const other = await representativeOf(demo, 'ماجد', '0551112299')
    const customer = await customerOf(demo, 'هند', '0501231234')
    const order = await orderOf(demo, customer)
    const second = await orderOf(demo, customer)
    const { link } = await assign(client, order, rep)

    const noNote = await step(client, link, { step: 'failed' })
    noNote.assertFlashMessage('inputErrorsBag', { note: ['الحقل ضروري.'] })
    ;(await step(client, link, { step: 'failed', note: 'العميل لا يرد على الجوال' })).assertStatus(
      303
    )
    const failed = await PurchaseEvent.query()
      .where('order_id', order.id)
      .where('action', 'failed')
      .firstOrFail()
    assert.equal(failed.note, 'العميل لا يرد على الجوال')
    await order.refresh()
    assert.equal(order.status, 'pending')

    // an unsigned or altered address, another order's key: the same 404, nothing changes
    const key = link.pathname.split('/').pop()!
    const secondLink = (await assign(client, second, rep)).link
    const secondKey = secondLink.pathname.split('/').pop()!
    ;(await client.get(link.pathname).withInertia()).assertStatus(404)
    ;(
      await client.get(`${link.pathname.replace(key, secondKey)}${link.search}`).withInertia()
    ).assertStatus(404)
    ;(await client.get(`/o/nakheel/delivery/${key}${link.search}`).withInertia()).assertStatus(404)
    ;(
      await step(client, new URL(link.href.replace(key, secondKey)), { step: 'delivered' })
    ).assertStatus(404)
    await second.refresh()
    assert.equal(second.status, 'pending')

    // reassigned: the earlier link stops working
    await assign(client, order, other)
    ;(await client.get(link.pathname + link.search).withInertia()).assertStatus(404)
    ;(await step(client, link, { step: 'delivered' })).assertStatus(404)
    await order.refresh()
    assert.equal(order.status, 'pending')
  })

  test("another website's order or representative cannot be assigned", async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const rep = await representativeOf(demo)
    const foreignRep = await representativeOf(nakheel, 'غريب', '0557777777')
    const customer = await customerOf(demo, 'هند', '0501231234')
    const order = await orderOf(demo, customer)
    const owner = await demoOwner()
    const wrongRep = await put(client, `/dashboard/demo/orders/${order.id}/representative`, owner, {
      representative_id: foreignRep.id,
    })
    wrongRep.assertFlashMessage('errorsBag', {
      representative_id: 'المندوب غير نشط أو غير موجود. اختر مندوبا نشطا.',
    })
    const foreignCustomer = await customerOf(nakheel, 'نورة', '0500000001')
    const foreignOrder = await orderOf(nakheel, foreignCustomer)
    const wrongOrder = await put(
      client,
      `/dashboard/demo/orders/${foreignOrder.id}/representative`,
      owner,
      {
        representative_id: rep.id,
      }
    )
    wrongOrder.assertStatus(404)
    await order.refresh()
    await foreignOrder.refresh()
    assert.isNull(order.representativeId)
    assert.isNull(foreignOrder.representativeId)
  })
})
