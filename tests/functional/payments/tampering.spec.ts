import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { urlFor } from '#http/urls/urls'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { fake } from '#tests/functional/payments/payment_helpers'
import {
  connect,
  createCardPayment,
  freshOrder,
  openCallback,
  placeOnline,
  threeDSecure,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'

/** The metadata the card form sends for an order. */
const metadataOf = (websiteId: number, order: { id: number; number: number }) => ({
  website_id: String(websiteId),
  order_id: String(order.id),
  order_number: String(order.number),
})

const callbackOf = (username: string, orderId: number, paymentId: string) =>
  `${urlFor('store.orders.payment_callback', { username, id: orderId })}?id=${paymentId}&status=paid`

test.group('Online payment: tampering leaves the order unpaid', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a callback with another order's paid payment id", async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-other@example.com')
    const [product] = await activeProducts(demo)
    const { order: first } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const { order: second } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(first, demo)
    await openCallback(client, await threeDSecure(payment.source.transaction_url), customer)
    assert.equal((await freshOrder(first)).bill.status, 'paid')

    const reused = await openCallback(client, callbackOf('demo', second.id, payment.id), customer)
    reused.assertStatus(302)
    assert.equal(reused.flashMessages().error, 'عملية الدفع لا تخص هذا الطلب، لم يسجل الدفع.')
    const after = await freshOrder(second)
    assert.equal(after.bill.status, 'unpaid')
    assert.isNull(after.bill.paymentId)
  })

  test('a paid payment of a smaller amount', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-amount@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 2]])
    const cheap = fake.put({ amount: order.total - 100, metadata: metadataOf(demo.id, order) })
    await openCallback(client, callbackOf('demo', order.id, cheap.id), customer)
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })

  test('a paid payment in another currency', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-currency@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const dollars = fake.put({
      amount: order.total,
      currency: 'USD',
      metadata: metadataOf(demo.id, order),
    })
    await openCallback(client, callbackOf('demo', order.id, dollars.id), customer)
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })

  test("a payment whose metadata names another website's order", async ({ client, assert }) => {
    const { demo, nakheel } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-site@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const foreign = fake.put({ amount: order.total, metadata: metadataOf(nakheel.id, order) })
    await openCallback(client, callbackOf('demo', order.id, foreign.id), customer)
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })

  test('a payment for a cancelled order is not recorded as paid', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-cancel@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(order, demo)
    order.status = 'cancel'
    await order.save()
    const back = await openCallback(
      client,
      await threeDSecure(payment.source.transaction_url),
      customer
    )
    assert.equal(
      back.flashMessages().error,
      'هذا الطلب ملغي، لم يسجل الدفع. تواصل مع المتجر لاسترداد المبلغ.'
    )
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })

  test('the callback opened twice records the payment once', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-twice@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(order, demo)
    const callback = await threeDSecure(payment.source.transaction_url)
    const first = await openCallback(client, callback, customer)
    const second = await openCallback(client, callback, customer)
    assert.equal(first.flashMessages().success, 'تم الدفع بنجاح، شكرا لك.')
    assert.equal(second.flashMessages().success, 'تم الدفع من قبل.')
    const after = await freshOrder(order)
    assert.equal(after.events.filter((event) => event.action === 'paid').length, 1)
  })

  test('a callback with an unknown or malformed payment id is a clear refusal, not a 500', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'tamper-unknown@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    for (const id of ['no-such-payment', '../../etc']) {
      const response = await openCallback(client, callbackOf('demo', order.id, id), customer)
      assert.isBelow(response.status(), 500)
    }
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })
})
