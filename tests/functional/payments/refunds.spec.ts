import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { urlFor } from '#http/urls/urls'
import { splitVat } from '#services/invoices/vat'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { demoOwner, nakheelOwner, orderOf } from '#tests/functional/dashboard/purchase_helpers'
import Bill from '#models/bill'
import { DateTime } from 'luxon'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import {
  connect,
  createCardPayment,
  fake,
  freshOrder,
  openCallback,
  placeOnline,
  threeDSecure,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'
import type { ApiClient } from '@japa/api-client'
import type Website from '#models/website'

async function paidOrder(client: ApiClient, demo: Website, email: string) {
  await connect(demo)
  const customer = await makeCustomer(demo, email)
  const [product] = await activeProducts(demo)
  const { order } = await placeOnline(client, demo, customer, [[product.id, 2]])
  const payment = await createCardPayment(order, demo)
  await openCallback(client, await threeDSecure(payment.source.transaction_url), customer)
  return { order: await freshOrder(order), customer, paymentId: payment.id }
}

const sar = (halalas: number) => (halalas / 100).toFixed(2)

test.group('Online payment: refunds', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the merchant refunds half, then the rest; history, customer page, invoice and CSV show it', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const { order, customer, paymentId } = await paidOrder(client, demo, 'refund-half@example.com')
    const owner = await demoOwner()
    const show = urlFor('dashboard.orders.show', { username: 'demo', id: order.id })
    const refundUrl = urlFor('dashboard.orders.refunds.store', { username: 'demo', id: order.id })
    const half = Math.floor(order.total / 2)

    const page = await client.get(show).loginAs(owner).withInertia()
    assert.equal(page.body().props.payment.refundable, order.total)

    const refunded = await send(client, 'post', refundUrl, owner, show, { amount: sar(half) })
    refunded.assertStatus(303)
    assert.equal(refunded.flashMessages().success, `تم استرداد ${sar(half)} ر.س إلى العميل.`)
    assert.equal(fake.payments.get(paymentId)!.refunded, half)
    let after = await freshOrder(order)
    assert.equal(after.bill.refunded, half)
    const refundEvent = after.events.find((event) => event.action === 'refund')!
    assert.equal(refundEvent.amount, half)
    assert.equal(refundEvent.actorName, owner.name)

    const history = (await client.get(show).loginAs(owner).withInertia()).body().props.order.history
    assert.include(
      history.map((entry: { label: string }) => entry.label),
      `استرداد ${sar(half)} ر.س (بطاقة)`
    )
    const mine = await visitAs(
      client,
      urlFor('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.equal(mine.body().props.payment.refunded, half)
    // the invoice carries the credit note's figures (VAT split of the refund, the net after it)
    const invoice = await visitAs(
      client,
      urlFor('store.invoices.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.include(invoice.body().props.invoice.refund, {
      ...splitVat(half),
      net: order.total - half,
    })

    const csv = await client
      .get(urlFor('dashboard.orders.export', { username: 'demo' }))
      .loginAs(owner)
    const rows = csv.text().split('\n')
    // the refunded column, found by its header (delivery's columns follow it)
    const column = rows[0]
      .replace(/^\uFEFF/, '')
      .split(',')
      .indexOf('المسترد (ر.س)')
    const line = rows.find((row) => row.startsWith(`${order.number},`))!
    assert.equal(line.trim().split(',')[column], sar(half))

    // more than what is left is refused, then the rest is refunded
    const tooMuch = await send(client, 'post', refundUrl, owner, show, {
      amount: sar(order.total),
    })
    assert.equal(
      fieldErrors(tooMuch).amount,
      `لا يمكن استرداد أكثر من المتبقي (${sar(order.total - half)} ر.س).`
    )
    await send(client, 'post', refundUrl, owner, show, { amount: sar(order.total - half) })
    after = await freshOrder(order)
    assert.equal(after.bill.refunded, order.total)
    const none = (await client.get(show).loginAs(owner).withInertia()).body().props.payment
    assert.equal(none.refundable, 0)
  })

  test('bad amounts are refused in Arabic and nothing is refunded', async ({ client, assert }) => {
    const { demo } = await websites()
    const { order, paymentId } = await paidOrder(client, demo, 'refund-bad@example.com')
    const owner = await demoOwner()
    const show = urlFor('dashboard.orders.show', { username: 'demo', id: order.id })
    const refundUrl = urlFor('dashboard.orders.refunds.store', { username: 'demo', id: order.id })
    for (const amount of ['abc', '-5', '1.234']) {
      const response = await send(client, 'post', refundUrl, owner, show, { amount })
      assert.equal(fieldErrors(response).amount, 'أدخل المبلغ بالريال، مثل 25 أو 25.50.')
    }
    const zero = await send(client, 'post', refundUrl, owner, show, { amount: '0' })
    assert.equal(fieldErrors(zero).amount, 'أدخل مبلغا صحيحا للاسترداد.')
    assert.equal(fake.payments.get(paymentId)!.refunded, 0)
  })

  test('a refund is refused for an order not paid online', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'refund-unpaid@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const owner = await demoOwner()
    const show = urlFor('dashboard.orders.show', { username: 'demo', id: order.id })
    const response = await send(
      client,
      'post',
      urlFor('dashboard.orders.refunds.store', { username: 'demo', id: order.id }),
      owner,
      show,
      { amount: '1.00' }
    )
    response.assertStatus(303)
    assert.equal(response.flashMessages().error, 'الاسترداد متاح للطلبات المدفوعة إلكترونيا فقط.')
  })

  test('a cash order the staff marked paid by card is not an online payment: nothing to refund', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const owner = await demoOwner()
    const customer = await makeCustomer(demo, 'refund-cash-card@example.com')
    const order = await orderOf(demo, customer)
    const bill = await Bill.query()
      .where('website_id', demo.id)
      .where('order_id', order.id)
      .firstOrFail()
    await bill.merge({ status: 'paid', paymentMethod: 'card', paidAt: DateTime.utc() }).save()
    const page = await client
      .get(urlFor('dashboard.orders.show', { username: 'demo', id: order.id }))
      .loginAs(owner)
      .withInertia()
    assert.include(page.body().props.payment, { online: false, refundable: 0 })
  })

  test("another website's order is a 404 and a customer cannot refund", async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const { order, customer, paymentId } = await paidOrder(
      client,
      demo,
      'refund-forbidden@example.com'
    )
    // nakheel's merchant, with demo's order id under nakheel's own dashboard
    const other = await nakheelOwner()
    const foreign = await send(
      client,
      'post',
      urlFor('dashboard.orders.refunds.store', { username: 'nakheel', id: order.id }),
      other,
      urlFor('dashboard.orders.index', { username: 'nakheel' }),
      { amount: '1.00' }
    )
    foreign.assertStatus(404)
    // the customer's session is not a merchant's: sent to the login page
    const byCustomer = await client
      .post(urlFor('dashboard.orders.refunds.store', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(customer)
      .withCsrfToken()
      .json({ amount: '1.00' })
      .redirects(0)
    assert.oneOf(byCustomer.status(), [302, 303])
    assert.equal(byCustomer.header('location'), '/login')
    assert.equal(fake.payments.get(paymentId)!.refunded, 0)
  })
})
