import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { urlFor } from '#http/urls/urls'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  connect,
  createCardPayment,
  fake,
  freshOrder,
  placeOnline,
  registerWebhook,
  threeDSecure,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'

const appBase = () =>
  `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`

test.group('Online payment: Moyasar webhooks', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a customer who closes the tab after 3-D Secure still gets a paid order', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    await registerWebhook(demo, appBase())
    const customer = await makeCustomer(demo, 'hook-closed@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(order, demo)
    // the bank page is passed; the callback is never opened
    await threeDSecure(payment.source.transaction_url)
    assert.deepEqual(
      fake.deliveries.map((d) => [d.type, d.status, d.body?.result]),
      [['payment_paid', 200, 'paid']]
    )
    const paid = await freshOrder(order)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentId, payment.id)
  })

  test('a replayed event changes nothing', async ({ client, assert }) => {
    const { demo } = await websites()
    await connect(demo)
    await registerWebhook(demo, appBase())
    const customer = await makeCustomer(demo, 'hook-replay@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const created = await createCardPayment(order, demo)
    await threeDSecure(created.source.transaction_url)
    const payment = fake.payments.get(created.id)!
    const [first] = await fake.deliver('payment_paid', payment, { eventId: 'evt-1' })
    const [again] = await fake.deliver('payment_paid', payment, { eventId: 'evt-1' })
    assert.equal(first.body.result, 'already_paid')
    assert.equal(again.body.result, 'replayed')
    const after = await freshOrder(order)
    assert.equal(after.events.filter((event) => event.action === 'paid').length, 1)
  })

  test('a wrong secret_token is refused (401) and the order stays unpaid', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    await registerWebhook(demo, appBase())
    const customer = await makeCustomer(demo, 'hook-token@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = fake.put({
      amount: order.total,
      metadata: { website_id: String(demo.id), order_id: String(order.id) },
    })
    const [refused] = await fake.deliver('payment_paid', payment, { secretToken: 'guessed' })
    assert.equal(refused.status, 401)
    assert.equal(refused.body.message, 'رمز التحقق غير صحيح.')
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
    const stored = await db.from('payment_webhook_events').where('website_id', demo.id)
    assert.lengthOf(stored, 0)
  })

  test("a webhook body is not believed: the payment is fetched, and one for another website's endpoint is refused", async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    await registerWebhook(demo, appBase())
    const customer = await makeCustomer(demo, 'hook-body@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    // the gateway's payment is still initiated; the body claims it was paid
    const payment = fake.put({
      amount: order.total,
      status: 'initiated',
      metadata: { website_id: String(demo.id), order_id: String(order.id) },
    })
    const [answer] = await fake.deliver('payment_paid', { ...payment, status: 'paid' })
    assert.equal(answer.body.result, 'pending')
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')

    // nakheel has no gateway: its endpoint takes nothing; a body without ids is refused
    const response = await client
      .post(urlFor('store.payments.webhook', { username: 'nakheel' }))
      .json({ id: 'x', type: 'payment_paid', secret_token: 'x', data: { id: payment.id } })
    response.assertStatus(200)
    assert.equal(response.body().result, 'no_gateway')
    const garbled = await client
      .post(urlFor('store.payments.webhook', { username: 'demo' }))
      .json({ type: 'payment_paid' })
    garbled.assertStatus(422)
    assert.equal(garbled.body().message, 'الإشعار غير صالح.')
  })

  test('a failed payment event keeps the order unpaid with its message', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    await registerWebhook(demo, appBase())
    const customer = await makeCustomer(demo, 'hook-failed@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(order, demo)
    await threeDSecure(payment.source.transaction_url, 'fail')
    assert.deepEqual(
      fake.deliveries.map((d) => [d.type, d.body?.result]),
      [['payment_failed', 'failed']]
    )
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
  })

  test('an event the gateway could not be asked about is taken back, so its retry pays the order', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const gateway = await connect(demo)
    const customer = await makeCustomer(demo, 'hook-retry@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = fake.put({
      amount: order.total,
      metadata: { website_id: String(demo.id), order_id: String(order.id) },
    })
    const body = {
      id: 'evt-retry',
      type: 'payment_paid',
      secret_token: PaymentGateways.webhookTokenOf(gateway),
      data: payment,
    }
    const hook = urlFor('store.payments.webhook', { username: 'demo' })
    const url = env.get('MOYASAR_API_URL')!
    env.set('MOYASAR_API_URL', 'http://127.0.0.1:9/v1')
    try {
      ;(await client.post(hook).json(body)).assertStatus(424)
    } finally {
      env.set('MOYASAR_API_URL', url)
    }
    assert.lengthOf(await db.from('payment_webhook_events').where('website_id', demo.id), 0)
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
    const retried = await client.post(hook).json(body)
    retried.assertStatus(200)
    assert.equal(retried.body().result, 'paid')
    assert.equal((await freshOrder(order)).bill.status, 'paid')
  })
})
