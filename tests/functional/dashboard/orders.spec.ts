import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  patchPurchase,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'

/** demo's orders: two pending today (one of Reem), one completed yesterday, one cancelled 3 days ago. */
async function demoOrders() {
  const { demo, nakheel } = await sites()
  const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
  const majed = await customerOf(demo, 'ماجد الحربي', '0554445566')
  const newest = await orderOf(demo, reem, { hoursAgo: 1 })
  const older = await orderOf(demo, majed, { hoursAgo: 2 })
  const done = await orderOf(demo, majed, { status: 'success', hoursAgo: 30 })
  const cancelled = await orderOf(demo, reem, { status: 'cancel', hoursAgo: 75 })
  return { demo, nakheel, reem, majed, newest, older, done, cancelled }
}

const riyadhDay = (hoursAgo: number) =>
  DateTime.utc().minus({ hours: hoursAgo }).setZone('Asia/Riyadh').toFormat('yyyy-MM-dd')

test.group('Dashboard: orders list and detail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists newest first with the customer, the counters and the pending badge', async ({
    client,
    route,
    assert,
  }) => {
    const { newest, older, done, cancelled } = await demoOrders()
    const response = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/orders/index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.orders.map((o: any) => o.id),
      [newest.id, older.id, done.id, cancelled.id]
    )
    assert.deepEqual(props.counters, { pending: 2, success: 1, cancel: 1 })
    assert.deepEqual(props.meta, { currentPage: 1, lastPage: 1, total: 4 })
    assert.deepInclude(props.orders[0], {
      number: newest.number,
      status: 'pending',
      statusLabel: 'بانتظار التأكيد',
      customer: { name: 'ريم العنزي', phone: '0551112233' },
    })
    assert.equal(props.dashboard.badges['dashboard.orders.index'], 2)

    const html = (
      await client
        .get(route('dashboard.orders.index', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(html, 'ريم العنزي')
    assert.include(html, 'بانتظار التأكيد')
    assert.include(html, `href="${route('dashboard.orders.index', { username: 'demo' })}"`)
  })

  test('filters by status, dates and search; the counters follow dates and search', async ({
    client,
    route,
    assert,
  }) => {
    const { newest, older, done, cancelled } = await demoOrders()
    const owner = await demoOwner()
    const list = async (qs: Record<string, string>) => {
      const response = await client
        .get(route('dashboard.orders.index', { username: 'demo' }))
        .qs(qs)
        .withInertia()
        .loginAs(owner)
      const props = response.inertiaProps as any
      return { ids: props.orders.map((o: any) => o.id), counters: props.counters, props }
    }

    assert.deepEqual((await list({ status: 'pending' })).ids, [newest.id, older.id])
    assert.deepEqual((await list({ status: 'cancel' })).ids, [cancelled.id])

    const byName = await list({ q: 'ريم' })
    assert.deepEqual(byName.ids, [newest.id, cancelled.id])
    assert.deepEqual(byName.counters, { pending: 1, success: 0, cancel: 1 })
    assert.deepEqual((await list({ q: '0554445566' })).ids, [older.id, done.id])
    assert.deepEqual((await list({ q: `#${done.number}` })).ids, [done.id])

    const oldDays = await list({ from: riyadhDay(80), to: riyadhDay(70) })
    assert.deepEqual(oldDays.ids, [cancelled.id])
    assert.deepEqual(oldDays.counters, { pending: 0, success: 0, cancel: 1 })
    assert.deepEqual(oldDays.props.filters, {
      status: '',
      from: riyadhDay(80),
      to: riyadhDay(70),
      q: '',
    })

    // nonsense in the query string is dropped, never a 500
    const junk = await list({ status: 'lost', from: '2026-13-45', to: 'x', q: '%' })
    assert.deepEqual(junk.ids, [])
    assert.deepEqual(junk.props.filters, { status: '', from: '', to: '', q: '%' })
    assert.deepEqual((await list({ status: 'lost', from: '2026-02-30' })).ids, [
      newest.id,
      older.id,
      done.id,
      cancelled.id,
    ])
  })

  test('is paginated, 20 a page', async ({ client, route, assert }) => {
    const { demo } = await sites()
    const customer = await customerOf(demo, 'هند', '0500000001')
    for (let i = 0; i < 22; i++) await orderOf(demo, customer, { hoursAgo: i + 1 })
    const response = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .qs({ page: 2 })
      .withInertia()
      .loginAs(await demoOwner())
    const props = response.inertiaProps as any
    assert.lengthOf(props.orders, 2)
    assert.deepEqual(props.meta, { currentPage: 2, lastPage: 2, total: 22 })
  })

  test('an empty list says so', async ({ client, route, assert }) => {
    const html = (
      await client
        .get(route('dashboard.orders.index', { username: 'nakheel' }))
        .loginAs(await nakheelOwner())
    ).text()
    assert.include(html, 'لا توجد طلبات هنا')
  })

  test('the detail: lines, customer, address, VAT figures, bill and actions', async ({
    client,
    route,
    assert,
  }) => {
    const { newest } = await demoOrders()
    const response = await client
      .get(route('dashboard.orders.show', { username: 'demo', id: newest.id }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/orders/show')
    const order = (response.inertiaProps as any).order
    assert.deepInclude(order, {
      id: newest.id,
      status: 'pending',
      subtotal: newest.subtotal,
      vat: newest.vat,
      total: newest.total,
      shippingAddress: newest.shippingAddress,
      canChangeStatus: true,
      canMarkPaid: true,
      history: [],
    })
    assert.equal(order.subtotal + order.vat, order.total)
    assert.deepEqual(order.customer, {
      name: 'ريم العنزي',
      email: '0551112233@example.com',
      phone: '0551112233',
      // the call and WhatsApp buttons (issue 36)
      contact: {
        mobile: '0551112233',
        callUrl: 'tel:+966551112233',
        whatsappUrl: 'https://wa.me/966551112233',
      },
    })
    assert.equal(order.items[0].name, 'كريم مرطب للبشرة')
    assert.equal(order.bill.status, 'unpaid')
    assert.deepEqual(
      (response.inertiaProps as any).paidMethods.map((m: any) => m.label),
      ['نقدا', 'بطاقة', 'تحويل بنكي']
    )

    const html = (
      await client
        .get(route('dashboard.orders.show', { username: 'demo', id: newest.id }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(html, 'تأكيد الطلب')
    assert.include(html, 'إلغاء الطلب')
    assert.include(html, 'ضريبة القيمة المضافة')
    assert.include(html, route('dashboard.orders.invoice', { username: 'demo', id: newest.id }))
  })
})

test.group('Dashboard: confirming, cancelling and paying orders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pending to success: written once with who and when; the customer sees it', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, reem, newest } = await demoOrders()
    const owner = await demoOwner()
    const response = await patchPurchase(client, owner, 'orders', 'demo', newest.id, {
      status: 'success',
    })
    response.assertStatus(303)
    response.assertHeader(
      'location',
      route('dashboard.orders.show', { username: 'demo', id: newest.id })
    )
    response.assertFlashMessage('success', 'تم تسليم الطلب.')
    await newest.refresh()
    assert.equal(newest.status, 'success')

    const events = await PurchaseEvent.query().where('order_id', newest.id)
    assert.lengthOf(events, 1)
    assert.deepInclude(events[0].serialize(), {
      websiteId: demo.id,
      userId: owner.id,
      actorName: owner.name,
      action: 'success',
      fromStatus: 'pending',
    })

    const detail = await client
      .get(route('dashboard.orders.show', { username: 'demo', id: newest.id }))
      .withInertia()
      .loginAs(owner)
    const props = (detail.inertiaProps as any).order
    assert.deepInclude(props, { status: 'success', statusLabel: 'مكتمل', canChangeStatus: false })
    assert.deepInclude(props.history[0], { label: 'تم التسليم', actorName: owner.name })

    // the customer's own order page shows it at once
    const mine = await client
      .get(route('store.orders.show', { username: 'demo', id: newest.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.deepInclude((mine.inertiaProps as any).order, {
      status: 'success',
      statusLabel: 'مكتمل',
    })
  })

  test('pending to cancel; any move from success or cancel is refused in Arabic', async ({
    client,
    route,
    assert,
  }) => {
    const { reem, older, done, cancelled, newest } = await demoOrders()
    const owner = await demoOwner()
    const cancel = await patchPurchase(client, owner, 'orders', 'demo', older.id, {
      status: 'cancel',
    })
    cancel.assertFlashMessage('success', 'تم إلغاء الطلب.')
    await older.refresh()
    assert.equal(older.status, 'cancel')

    for (const [order, status, word] of [
      [done, 'cancel', 'مكتمل'],
      [done, 'success', 'مكتمل'],
      [cancelled, 'success', 'ملغي'],
      [older, 'cancel', 'ملغي'],
    ] as const) {
      const refused = await patchPurchase(client, owner, 'orders', 'demo', order.id, { status })
      refused.assertFlashMessage(
        'error',
        `لا يمكن تغيير حالة الطلب: حالته الآن «${word}»، والحالة تتغير من «بانتظار التأكيد» فقط.`
      )
    }
    await done.refresh()
    await cancelled.refresh()
    assert.equal(done.status, 'success')
    assert.equal(cancelled.status, 'cancel')
    assert.lengthOf(await PurchaseEvent.query().whereIn('order_id', [done.id, cancelled.id]), 0)
    assert.lengthOf(await PurchaseEvent.query().where('order_id', older.id), 1)

    // a status the API does not know, or nothing at all: an Arabic message, nothing stored
    for (const [body, errors] of [
      [{ status: 'pending' }, { status: ['القيمة المختارة غير صحيحة.'] }],
      [{ status: 'shipped' }, { status: ['القيمة المختارة غير صحيحة.'] }],
      [{ paid: false }, { paid: ['يجب الموافقة على هذا الحقل.'] }],
      [
        { paid: true, payment_method: 'bitcoin' },
        { payment_method: ['القيمة المختارة غير صحيحة.'] },
      ],
    ] as const) {
      const bad = await patchPurchase(client, owner, 'orders', 'demo', newest.id, body)
      bad.assertFlashMessage('inputErrorsBag', errors)
    }
    const empty = await patchPurchase(client, owner, 'orders', 'demo', newest.id, {})
    empty.assertFlashMessage('errorsBag', { status: 'لم تختر أي تغيير.' })
    await newest.refresh()
    assert.equal(newest.status, 'pending')

    const mine = await client
      .get(route('store.orders.show', { username: 'demo', id: older.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    // older is Majed's: Reem does not see it
    mine.assertStatus(404)
  })

  test('marks a cash-on-delivery bill paid, once; a cancelled order is not paid', async ({
    client,
    route,
    assert,
  }) => {
    const { reem, newest, cancelled } = await demoOrders()
    const owner = await demoOwner()
    const paid = await patchPurchase(client, owner, 'orders', 'demo', newest.id, {
      paid: true,
      payment_method: 'card',
    })
    paid.assertFlashMessage('success', 'تم تسجيل دفع الفاتورة.')
    const bill = await Bill.findByOrFail('order_id', newest.id)
    assert.equal(bill.status, 'paid')
    assert.equal(bill.paymentMethod, 'card')
    assert.isNotNull(bill.paidAt)
    assert.isBelow(Math.abs(bill.paidAt!.diffNow().as('seconds')), 60)

    const again = await patchPurchase(client, owner, 'orders', 'demo', newest.id, { paid: true })
    again.assertFlashMessage('error', 'الفاتورة مدفوعة من قبل.')
    const refused = await patchPurchase(client, owner, 'orders', 'demo', cancelled.id, {
      paid: true,
    })
    refused.assertFlashMessage('error', 'لا يمكن تسجيل الدفع لطلب ملغي.')
    assert.equal((await Bill.findByOrFail('order_id', cancelled.id)).status, 'unpaid')

    const events = await PurchaseEvent.query().where('order_id', newest.id)
    assert.deepEqual(
      events.map((e) => [e.action, e.paymentMethod]),
      [['paid', 'card']]
    )

    // the customer sees the payment at once
    const mine = await client
      .get(route('store.orders.show', { username: 'demo', id: newest.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.deepEqual((mine.inertiaProps as any).order.payment, {
      status: 'paid',
      label: 'مدفوع',
      paidAmount: newest.total,
      remaining: 0,
    })

    // confirm and pay in one go
    const { majed } = { majed: await customerOf((await sites()).demo, 'سعد', '0509998887') }
    const other = await orderOf((await sites()).demo, majed)
    const both = await patchPurchase(client, owner, 'orders', 'demo', other.id, {
      status: 'success',
      paid: 'on',
      payment_method: 'cash',
    })
    both.assertFlashMessage('success', 'تم تسليم الطلب وتم تسجيل دفع الفاتورة.')
    assert.deepEqual(
      (await PurchaseEvent.query().where('order_id', other.id).orderBy('id')).map((e) => e.action),
      ['success', 'paid']
    )
  })
})

test.group('Dashboard: orders CSV and invoice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the CSV of the filtered list: BOM, Arabic header and text, one line per order', async ({
    client,
    route,
    assert,
  }) => {
    const { newest, cancelled } = await demoOrders()
    const response = await client
      .get(route('dashboard.orders.export', { username: 'demo' }))
      .qs({ q: 'ريم' })
      .loginAs(await demoOwner())
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
    assert.match(
      String(response.header('content-disposition')),
      /^attachment; filename="orders-demo-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'), 'starts with a UTF-8 BOM')
    const lines = text.slice(1).trimEnd().split('\r\n')
    assert.equal(
      lines[0],
      'رقم الطلب,التاريخ,العميل,الجوال,الحالة,الإجمالي (ر.س),الضريبة (ر.س),الدفع,المسترد (ر.س),الاستلام,رسوم التوصيل (ر.س),الموعد المطلوب,مرحلة التنفيذ,المنتجات'
    )
    assert.lengthOf(lines, 3)
    assert.match(lines[1], new RegExp(`^${newest.number},`))
    assert.include(lines[1], 'ريم العنزي,0551112233,بانتظار التأكيد')
    assert.include(lines[1], (newest.total / 100).toFixed(2))
    assert.include(lines[2], 'ملغي')
    assert.match(lines[2], new RegExp(`^${cancelled.number},`))
  })

  test('a name a spreadsheet would run as a formula is written as text', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const evil = await customerOf(demo, '=HYPERLINK("http://x","a,b")', '0500000009')
    await orderOf(demo, evil)
    const text = (
      await client
        .get(route('dashboard.orders.export', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(text, `"'=HYPERLINK(""http://x"",""a,b"")"`)
  })

  test("the printable tax invoice is the customer's document with the same ZATCA QR", async ({
    client,
    route,
    assert,
  }) => {
    const { reem, newest } = await demoOrders()
    const merchant = await client
      .get(route('dashboard.orders.invoice', { username: 'demo', id: newest.id }))
      .withInertia()
      .loginAs(await demoOwner())
    merchant.assertStatus(200)
    merchant.assertInertiaComponent('store/orders/invoice')
    const customer = await client
      .get(route('store.invoices.show', { username: 'demo', id: newest.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const mine = (merchant.inertiaProps as any).invoice
    const theirs = (customer.inertiaProps as any).invoice
    assert.deepEqual(mine, theirs)
    const bill = await Bill.findByOrFail('order_id', newest.id)
    assert.equal(mine.qr.payload, bill.zatcaQr)
    assert.equal(decodeZatcaTlv(mine.qr.payload).total, (bill.total / 100).toFixed(2))
    assert.include(mine.qr.svg, '<svg')

    const html = (
      await client
        .get(route('dashboard.orders.invoice', { username: 'demo', id: newest.id }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(html, 'فاتورة ضريبية مبسطة')
  })
})

test.group('Dashboard: orders across websites', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("nakheel's merchant with demo's orders: 404 on every route and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const { newest } = await demoOrders()
    const nakheel = await nakheelOwner()
    const id = newest.id
    for (const url of [
      route('dashboard.orders.index', { username: 'demo' }),
      route('dashboard.orders.export', { username: 'demo' }),
      route('dashboard.orders.show', { username: 'demo', id }),
      route('dashboard.orders.invoice', { username: 'demo', id }),
      route('dashboard.orders.show', { username: 'nakheel', id }),
      route('dashboard.orders.invoice', { username: 'nakheel', id }),
    ]) {
      const response = await client.get(url).loginAs(nakheel)
      assert.equal(response.status(), 404, url)
    }
    // demo's order under nakheel's own website, and under demo's
    for (const username of ['nakheel', 'demo']) {
      const response = await patchPurchase(client, nakheel, 'orders', username, id, {
        status: 'cancel',
        paid: true,
      })
      assert.equal(response.status(), 404)
    }
    // nakheel's export holds none of demo's orders
    const csv = (
      await client.get(route('dashboard.orders.export', { username: 'nakheel' })).loginAs(nakheel)
    ).text()
    assert.notInclude(csv, 'ريم العنزي')
    await newest.refresh()
    assert.equal(newest.status, 'pending')
    assert.equal((await Bill.findByOrFail('order_id', id)).status, 'unpaid')
    assert.lengthOf(await PurchaseEvent.query().where('order_id', id), 0)
  })

  test('a guest is sent to the login page', async ({ client, route }) => {
    const response = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .redirects(0)
    response.assertStatus(302)
  })
})

/**
 * Real concurrency: no global transaction here (it would put every request on one connection and
 * serialise them), so the rows this test makes are removed afterwards.
 */
test.group('Dashboard: two staff pressing together', (group) => {
  let customerIds: number[] = []

  group.each.teardown(async () => {
    const orders = db.from('orders').whereIn('customer_id', customerIds).select('id')
    await db.from('purchase_events').whereIn('order_id', orders).delete()
    await db.from('bills').whereIn('customer_id', customerIds).delete()
    await db.from('order_items').whereIn('order_id', orders).delete()
    await db.from('orders').whereIn('customer_id', customerIds).delete()
    await db.from('customers').whereIn('id', customerIds).delete()
    customerIds = []
  })

  test('parallel PATCHes: one change and one history entry; one payment of a bill', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await customerOf(demo, 'سباق', `05${Date.now()}`.slice(0, 10))
    customerIds.push(customer.id)
    const order = await orderOf(demo, customer)
    const other = await orderOf(demo, customer)
    const owner = await demoOwner()

    const statuses = ['success', 'cancel', 'success', 'cancel', 'success', 'success'] as const
    const responses = await Promise.all(
      statuses.map((status) => patchPurchase(client, owner, 'orders', 'demo', order.id, { status }))
    )
    const succeeded = responses.filter((r) => r.flashMessages().success)
    assert.lengthOf(succeeded, 1)
    const events = await PurchaseEvent.query().where('order_id', order.id)
    assert.lengthOf(events, 1)
    await order.refresh()
    assert.equal(order.status, events[0].action)

    const paid = await Promise.all(
      [1, 2, 3, 4].map(() =>
        patchPurchase(client, owner, 'orders', 'demo', other.id, { paid: true })
      )
    )
    assert.lengthOf(
      paid.filter((r) => r.flashMessages().success),
      1
    )
    assert.lengthOf(await PurchaseEvent.query().where('order_id', other.id), 1)
  })
})
