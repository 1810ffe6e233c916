import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { urlFor } from '#http/urls/urls'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import { DECLINED_CARD, FAKE_KEYS } from '#tests/functional/payments/moyasar_fake'
import {
  connect,
  createCardPayment,
  freshOrder,
  openCallback,
  placeOnline,
  threeDSecure,
  useFakeGateway,
} from '#tests/functional/payments/payment_helpers'

test.group('Online payment: card through 3-D Secure', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the order is placed unpaid, then paid after 3-D Secure and the callback', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'card-paid@example.com')
    const [product] = await activeProducts(demo)
    const { order, response } = await placeOnline(client, demo, customer, [[product.id, 2]])
    const pay = urlFor('store.orders.pay', { username: 'demo', id: order.id })
    assert.equal(response.header('location'), pay)
    assert.equal(order.status, 'pending')
    assert.equal(order.paymentMethod, 'card')
    assert.equal(order.bill.status, 'unpaid')
    assert.equal(order.bill.paymentMethod, 'card')

    // the pay page gives the browser the publishable key, never the secret key
    const page = await visitAs(client, pay, customer)
    page.assertStatus(200)
    assert.include(page.text(), FAKE_KEYS.publishable)
    assert.notInclude(page.text(), FAKE_KEYS.secret)

    const payment = await createCardPayment(order, demo)
    assert.equal(payment.status, 'initiated')
    const callback = await threeDSecure(payment.source.transaction_url, 'pass')
    const back = await openCallback(client, callback, customer)
    back.assertStatus(302)
    assert.equal(
      back.header('location'),
      urlFor('store.orders.show', { username: 'demo', id: order.id })
    )

    const paid = await freshOrder(order)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentId, payment.id)
    assert.equal(paid.bill.paymentMethod, 'card')
    assert.isNotNull(paid.bill.paidAt)
    assert.deepEqual(
      paid.events.map((event) => [event.action, event.paymentMethod]),
      [['paid', 'card']]
    )
    const shown = await visitAs(
      client,
      urlFor('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.include(shown.body().props.payment, { paid: true, canPay: false, failedMessage: null })
  })

  test('a declined card leaves the order unpaid with its message and a pay-again button', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'card-declined@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const payment = await createCardPayment(order, demo, { number: DECLINED_CARD })
    const callback = await threeDSecure(payment.source.transaction_url, 'pass')
    const back = await openCallback(client, callback, customer)
    back.assertStatus(302)
    assert.equal(back.flashMessages().error, 'لم يتم الدفع. يمكنك المحاولة مرة أخرى.')
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
    const shown = await visitAs(
      client,
      urlFor('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    // the page shows the message and the "ادفع مرة أخرى" button (canPay) from these props
    assert.include(shown.body().props.payment, {
      canPay: true,
      paid: false,
      failedMessage: 'الرصيد غير كافٍ لإتمام الدفع.',
    })
  })

  test('a failed 3-D Secure leaves the order unpaid; paying again then succeeds', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'card-3ds@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    const failed = await createCardPayment(order, demo)
    await openCallback(client, await threeDSecure(failed.source.transaction_url, 'fail'), customer)
    assert.equal((await freshOrder(order)).bill.status, 'unpaid')
    const shown = await visitAs(
      client,
      urlFor('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.include(shown.text(), 'لم يكتمل التحقق من البطاقة لدى البنك (3-D Secure).')
    assert.notInclude(shown.text(), 'attempt failed')

    const again = await createCardPayment(order, demo)
    await openCallback(client, await threeDSecure(again.source.transaction_url, 'pass'), customer)
    const paid = await freshOrder(order)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentId, again.id)
  })

  test('Apple Pay: the authorised token paid at the gateway, recorded after the callback as applepay', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await connect(demo)
    const customer = await makeCustomer(demo, 'applepay@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, customer, [[product.id, 1]])
    // what the pay page's Apple Pay button sends once the sheet authorised the payment
    const response = await fetch(`${env.get('MOYASAR_API_URL')}/payments`, {
      method: 'POST',
      headers: {
        'Authorization': `Basic ${Buffer.from(`${FAKE_KEYS.publishable}:`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        amount: order.total,
        currency: 'SAR',
        description: 'apple pay',
        callback_url: 'http://127.0.0.1/callback',
        metadata: { website_id: String(demo.id), order_id: String(order.id) },
        source: { type: 'applepay', token: '{"paymentData":{}}' },
      }),
    })
    const payment = (await response.json()) as { id: string; status: string }
    assert.equal(payment.status, 'paid')
    const url = `${urlFor('store.orders.payment_callback', { username: 'demo', id: order.id })}?id=${payment.id}`
    await openCallback(client, url, customer)
    const paid = await freshOrder(order)
    assert.equal(paid.bill.status, 'paid')
    assert.equal(paid.bill.paymentMethod, 'applepay')
  })

  test('another customer cannot open the pay page or the callback of an order (404)', async ({
    client,
  }) => {
    const { demo, nakheel } = await websites()
    await connect(demo)
    const owner = await makeCustomer(demo, 'card-owner@example.com')
    const other = await makeCustomer(demo, 'card-other@example.com')
    const [product] = await activeProducts(demo)
    const { order } = await placeOnline(client, demo, owner, [[product.id, 1]])
    ;(
      await visitAs(client, urlFor('store.orders.pay', { username: 'demo', id: order.id }), other)
    ).assertStatus(404)
    const foreign = await makeCustomer(nakheel, 'card-foreign@example.com')
    const url = urlFor('store.orders.pay', { username: 'nakheel', id: order.id })
    ;(await visitAs(client, url, foreign)).assertStatus(404)
  })

  test('without a connected gateway the checkout refuses an online method', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'card-none@example.com')
    const [product] = await activeProducts(demo)
    const { order, response } = await placeOnline(client, demo, customer, [[product.id, 1]])
    assert.isNull(order)
    response.assertStatus(303)
    assert.equal(response.flashMessages().error, 'الدفع الإلكتروني غير مفعل في هذا الموقع.')
  })
})
