import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '#http/urls/urls'
import OnlinePayment from '#models/online_payment'
import { JobRunner } from '#services/jobs/runner'
import { UNPAID_ORDER_MINUTES } from '#services/payments/online_payments'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { submitAs } from '#tests/functional/store/order_helpers'
import { fieldErrors } from '#tests/functional/dashboard/form_helpers'
import {
  connect,
  createCardPayment,
  fake,
  freshOrder,
  placeOnline,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'
import type { ApiClient } from '@japa/api-client'
import type Customer from '#models/customer'
import type Order from '#models/order'

function stcStep(
  client: ApiClient,
  route: 'store.orders.stcpay' | 'store.orders.stcpay_otp',
  order: Order,
  customer: Customer,
  form: Record<string, string>
) {
  const params = { username: 'demo', id: order.id }
  return submitAs(
    client,
    'post',
    urlFor(route, params),
    customer,
    urlFor('store.orders.pay', params),
    form
  )
}

test.group('Online payment: STC Pay', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the mobile, then the OTP: the order is paid by STC Pay', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'stc-paid@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]], 'stcpay')
    assert.equal(order.bill.paymentMethod, 'stcpay')
    const started = await stcStep(client, 'store.orders.stcpay', order, customer, {
      mobile: '0512345678',
    })
    started.assertStatus(303)
    assert.equal(started.flashMessages().success, 'أرسلت STC Pay رمز التحقق إلى جوالك.')
    const [payment] = [...fake.payments.values()]
    assert.equal(payment.status, 'initiated')
    assert.equal(payment.metadata?.order_id, String(order.id))

    const confirmed = await stcStep(client, 'store.orders.stcpay_otp', order, customer, {
      otp: '123456',
    })
    assert.equal(confirmed.flashMessages().success, 'تم الدفع بنجاح، شكرا لك.')
    const paid = await freshOrder(order)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentMethod, 'stcpay')
    assert.equal(paid.bill.paymentId, payment.id)
  })

  test('a wrong OTP and an unregistered mobile leave the order unpaid with a message', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'stc-failed@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]], 'stcpay')

    const unregistered = await stcStep(client, 'store.orders.stcpay', order, customer, {
      mobile: '0515555555',
    })
    assert.equal(
      unregistered.flashMessages().error,
      'لم يتم الدفع: رقم الجوال غير مسجل في خدمة STC Pay.'
    )
    await stcStep(client, 'store.orders.stcpay', order, customer, { mobile: '0512345678' })
    const wrong = await stcStep(client, 'store.orders.stcpay_otp', order, customer, {
      otp: '111111',
    })
    assert.equal(wrong.flashMessages().error, 'لم يتم الدفع. يمكنك المحاولة مرة أخرى.')
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')

    const badMobile = await stcStep(client, 'store.orders.stcpay', order, customer, {
      mobile: '12',
    })
    assert.equal(fieldErrors(badMobile).mobile, 'أدخل رقم جوال STC Pay من 10 أرقام يبدأ بـ 05.')
  })
})

test.group('Online payment: unpaid orders expire after 30 minutes', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // earlier suites' jobs are not this test's (see tests/functional/jobs)
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })

  test('the durable job cancels an unpaid online order, and leaves a paid one', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'expire@example.com')
    const [product] = await activeProducts(demo)
    const placedAt = Date.now()
    const { order: unpaid } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const { order: paid } = await placeOnline(client, demo, customer, [[product.id, 1]])

    const queued = await db.from('jobs').where('name', 'payments.expire_order').orderBy('id')
    assert.lengthOf(queued, 2)
    const runAt = Number(queued[0].run_at)
    assert.approximately(runAt - placedAt, UNPAID_ORDER_MINUTES * 60_000, 10_000)

    // the second one was paid (its callback lost, only the payment's attempt is known)
    const payment = await createCardPayment(paid, demo)
    fake.payments.get(payment.id)!.status = 'paid'
    await OnlinePayment.create({
      websiteId: demo.id,
      orderId: paid.id,
      bookingId: null,
      paymentId: payment.id,
      method: 'card',
      status: 'initiated',
      amount: paid.total,
      currency: 'SAR',
      refunded: 0,
      message: null,
    })

    // 31 minutes later, as the runner sees it
    const later = new JobRunner({ now: () => placedAt + 31 * 60_000 })
    assert.isTrue(await later.runNext(Number(queued[0].id)))
    assert.isTrue(await later.runNext(Number(queued[1].id)))

    const cancelled = await freshOrder(unpaid)
    assert.equal(cancelled.status, 'cancel')
    assert.equal(cancelled.events[0].action, 'cancel')
    assert.equal(cancelled.events[0].actorName, 'النظام')
    const kept = await freshOrder(paid)
    assert.equal(kept.status, 'pending')
    assert.equal(kept.bill.status, 'paid')
  })
})
