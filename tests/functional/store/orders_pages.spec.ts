import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Bill from '#models/bill'
import Cart from '#models/cart'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { splitVat } from '#services/invoices/vat'
import {
  activeProducts,
  makeCustomer,
  seededCustomer,
  websites,
} from '#tests/functional/store/account_helpers'
import { placeOrder } from '#tests/functional/store/order_helpers'

test.group('Orders list and detail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("no orders yet: 'لاتوجد طلبات حاليا' and zero counters", async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'orders.none@example.com')
    const response = await client
      .get(route('store.orders.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
    response.assertStatus(200)
    assert.include(response.text(), 'لاتوجد طلبات حاليا')
    const page = await client
      .get(route('store.orders.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertInertiaPropsContains({ stats: { success: 0, pending: 0, cancel: 0 }, orders: [] })
  })

  test('the three counters and the table show only the own orders, newest first', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'orders.list@example.com')
    const first = await placeOrder(client, demo, reem, [[a.id, 1]])
    const second = await placeOrder(client, demo, reem, [[b.id, 2]])
    const third = await placeOrder(client, demo, reem, [[a.id, 3]])
    first.status = 'success'
    await first.save()
    second.status = 'cancel'
    await second.save()
    // someone else's order is not counted
    const sara = await seededCustomer(demo, 'sara@example.com')
    await placeOrder(client, demo, sara, [[a.id, 1]])

    const page = await client
      .get(route('store.orders.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertInertiaComponent('store/orders/index')
    const props = page.inertiaProps as any
    assert.deepEqual(props.stats, { success: 1, pending: 1, cancel: 1 })
    assert.deepEqual(
      props.orders.map((o: any) => [o.id, o.number, o.status, o.payment.status, o.total]),
      [
        [third.id, third.number, 'pending', 'unpaid', third.total],
        [second.id, second.number, 'cancel', 'unpaid', second.total],
        [first.id, first.number, 'success', 'unpaid', first.total],
      ]
    )
    const html = (
      await client
        .get(route('store.orders.index', { username: 'demo' }))
        .withGuard('customer')
        .loginAs(reem)
    ).text()
    assert.include(html, `href="/o/demo/orders/${third.id}"`)
    assert.include(html, 'بانتظار التأكيد')
  })

  test('the list is paginated, 10 orders a page', async ({ client, assert, route }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'orders.many@example.com')
    for (let i = 0; i < 12; i++) await placeOrder(client, demo, reem, [[a.id, 1]])
    const one = await client
      .get(route('store.orders.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const props = one.inertiaProps as any
    assert.lengthOf(props.orders, 10)
    assert.deepEqual(props.pagination, { currentPage: 1, lastPage: 2, total: 12 })
    const two = await client
      .get(route('store.orders.index', { username: 'demo' }, { qs: { page: '2' } }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.lengthOf((two.inertiaProps as any).orders, 2)
  })

  test('the detail page: number, date, status, payment from the bill, items and summary', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'orders.detail@example.com')
    const order = await placeOrder(client, demo, reem, [
      [a.id, 2],
      [b.id, 1],
    ])
    const page = await client
      .get(route('store.orders.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertInertiaComponent('store/orders/show')
    const detail = (page.inertiaProps as any).order
    const total = a.price * 2 + b.price
    assert.deepInclude(detail, {
      id: order.id,
      number: order.number,
      status: 'pending',
      statusLabel: 'بانتظار التأكيد',
      paymentMethod: 'الدفع عند الاستلام',
      hasBill: true,
      ...splitVat(total),
    })
    assert.deepEqual(detail.payment, {
      status: 'unpaid',
      label: 'غير مدفوع',
      paidAmount: 0,
      remaining: total,
    })
    assert.deepEqual(
      detail.items.map((i: any) => [i.index, i.name, i.unitPrice, i.quantity, i.total]),
      [
        [1, a.name, a.price, 2, a.price * 2],
        [2, b.name, b.price, 1, b.price],
      ]
    )

    // paid once the merchant records it on the bill
    const bill = await Bill.findByOrFail('order_id', order.id)
    bill.status = 'paid'
    bill.paidAt = DateTime.now()
    await bill.save()
    const paid = await client
      .get(route('store.orders.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.deepEqual((paid.inertiaProps as any).order.payment, {
      status: 'paid',
      label: 'مدفوع',
      paidAmount: total,
      remaining: 0,
    })
    const html = (
      await client
        .get(route('store.orders.show', { username: 'demo', id: order.id }))
        .withGuard('customer')
        .loginAs(reem)
    ).text()
    assert.include(html, 'طباعة الفاتورة')
  })

  test("an unknown order, another customer's, or another website's is 'طلب غير موجود' with 404", async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await websites()
    const [a] = await activeProducts(demo)
    const [p] = await activeProducts(nakheel)
    const reem = await makeCustomer(demo, 'orders.stranger@example.com')
    const sara = await seededCustomer(demo, 'sara@example.com')
    const fahad = await seededCustomer(nakheel, 'fahad@example.com')
    const saras = await placeOrder(client, demo, sara, [[a.id, 1]])
    const fahads = await placeOrder(client, nakheel, fahad, [[p.id, 1]])

    for (const id of [999999, saras.id, fahads.id]) {
      for (const path of [`/o/demo/orders/${id}`, `/o/demo/orders/${id}/invoice`]) {
        const response = await client.get(path).withGuard('customer').loginAs(reem)
        response.assertStatus(404)
        assert.include(response.text(), 'طلب غير موجود')
      }
      const reorder = await client
        .post(route('store.orders.reorder', { username: 'demo', id }))
        .withGuard('customer')
        .loginAs(reem)
        .withInertia()
        .withCsrfToken()
        .redirects(0)
      reorder.assertStatus(404)
    }
    // sara's own order is not reachable through nakheel's storefront either
    const viaNakheel = await client
      .get(route('store.orders.show', { username: 'nakheel', id: saras.id }))
      .withGuard('customer')
      .loginAs(fahad)
    viaNakheel.assertStatus(404)
    const cart = await Cart.query().where('customer_id', reem.id).first()
    assert.isNull(cart)
  })

  test('reorder puts the still-sold products back in the cart at today’s prices', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'orders.again@example.com')
    const order = await placeOrder(client, demo, reem, [
      [a.id, 2],
      [b.id, 1],
    ])
    b.isActive = false
    await b.save()
    a.price = a.price + 1000
    await a.save()
    const response = await client
      .post(route('store.orders.reorder', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo/cart')
    response.assertFlashMessage('notification', '1 من منتجات الطلب لم تعد متوفرة ولم تضف إلى السلة')
    const cart = await client
      .get(route('store.cart.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const lines = (cart.inertiaProps as any).cart.lines
    assert.deepEqual(
      lines.map((l: any) => [l.productId, l.quantity, l.unitPrice]),
      [[a.id, 2, a.price]]
    )
  })
})

test.group('Tax invoice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the print view has the seller, customer, lines, figures and a QR that decodes to the five fields', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'invoice.view@example.com', 'ريم السبيعي')
    const order = await placeOrder(client, demo, reem, [[a.id, 3]])
    const page = await client
      .get(route('store.invoices.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('store/orders/invoice')
    const invoice = (page.inertiaProps as any).invoice
    const total = a.price * 3
    assert.deepInclude(invoice, {
      title: 'فاتورة ضريبية مبسطة',
      number: order.bill.number,
      orderNumber: order.number,
      ...splitVat(total),
    })
    assert.deepEqual(invoice.seller, {
      name: 'مؤسسة لمسة جمال للتجميل',
      vatNumber: '310122334400003',
      crNumber: '1010456789',
      address: 'طريق الملك فهد، حي العليا، الرياض 12214',
      phone: demo.contactPhone,
      email: demo.contactEmail,
    })
    assert.equal(invoice.customer.name, 'ريم السبيعي')
    assert.include(invoice.customer.address, 'RSLA7777')
    assert.equal(invoice.payment.label, 'غير مدفوع')
    assert.deepEqual(decodeZatcaTlv(invoice.qr.payload), {
      sellerName: 'مؤسسة لمسة جمال للتجميل',
      vatNumber: '310122334400003',
      timestamp: order.bill.issuedAt.toUTC().toISO({ suppressMilliseconds: true })!,
      total: (total / 100).toFixed(2),
      vat: (splitVat(total).vat / 100).toFixed(2),
    })
    assert.match(invoice.qr.svg, /^<svg/)

    const html = (
      await client
        .get(route('store.invoices.show', { username: 'demo', id: order.id }))
        .withGuard('customer')
        .loginAs(reem)
    ).text()
    assert.include(html, 'فاتورة ضريبية مبسطة')
    assert.include(html, '<svg xmlns="http://www.w3.org/2000/svg"')
    assert.include(html, '310122334400003')
    assert.include(html, 'طباعة إيصال 80 مم')
  })

  test('a guest, another customer or another website cannot print it', async ({
    client,
    route,
  }) => {
    const { demo, nakheel } = await websites()
    const [a] = await activeProducts(demo)
    const reem = await makeCustomer(demo, 'invoice.owner@example.com')
    const order = await placeOrder(client, demo, reem, [[a.id, 1]])
    const guest = await client
      .get(route('store.invoices.show', { username: 'demo', id: order.id }))
      .redirects(0)
    guest.assertStatus(302)
    const sara = await seededCustomer(demo, 'sara@example.com')
    const other = await client
      .get(route('store.invoices.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(sara)
    other.assertStatus(404)
    const fahad = await seededCustomer(nakheel, 'fahad@example.com')
    const cross = await client
      .get(route('store.invoices.show', { username: 'nakheel', id: order.id }))
      .withGuard('customer')
      .loginAs(fahad)
    cross.assertStatus(404)
  })
})
