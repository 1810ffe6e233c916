// Issue 29: the platform's own Moyasar webhook settles plan payments whose callback never came.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Plan from '#models/plan'
import Subscription from '#models/subscription'
import SubscriptionPayment from '#models/subscription_payment'
import type Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { nakheelOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import {
  callback,
  checkoutAs,
  payAtFake,
  planPage,
} from '#tests/functional/billing/billing_helpers'

const SECRET = 'platform-webhook-test-token'
const appBase = () =>
  `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`
const hookUrl = () => `${appBase()}${urlFor('billing.webhook')}`

/** Registers the platform's webhook at the fake, as the platform does in Moyasar's dashboard. */
function registerPlatformWebhook() {
  fake.webhooks.push({ url: hookUrl(), secretToken: SECRET })
}

async function monthlyCheckout(client: any, website: Website) {
  const plan = await Plan.findByOrFail('code', 'monthly')
  const { checkout } = await checkoutAs(client, await nakheelOwner(), website, {
    plan_id: plan.id,
    period: 'monthly',
  })
  return { plan, checkout: checkout! }
}

const events = () => db.from('platform_webhook_events')

test.group('Plan billing: the platform webhook', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a merchant whose browser closed after 3-D Secure still gets the plan; the late callback changes nothing', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    registerPlatformWebhook()
    const { plan, checkout } = await monthlyCheckout(client, nakheel)
    const paymentId = await payAtFake(nakheel, checkout)
    assert.deepEqual(
      fake.deliveries.map((d) => [d.type, d.status, d.body?.result]),
      [['payment_paid', 200, 'paid']]
    )
    await nakheel.refresh()
    assert.equal(nakheel.planId, plan.id)
    await checkout.refresh()
    assert.equal(checkout.status, 'paid')
    assert.equal(checkout.paymentId, paymentId)
    const invoice = checkout.invoiceNumber
    assert.isNotNull(invoice)

    const late = await callback(client, owner, nakheel, checkout, paymentId)
    late.assertStatus(302)
    late.assertHeader('location', planPage('nakheel'))
    assert.equal(late.flashMessages().success, 'تم الدفع من قبل.')
    await checkout.refresh()
    assert.equal(checkout.invoiceNumber, invoice)
    assert.lengthOf(await Subscription.query().where('website_id', nakheel.id), 1)
    assert.lengthOf(await SubscriptionPayment.query().where('payment_id', paymentId), 1)
  })

  test('the callback first, then the webhook: one paid checkout, one period', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const { checkout } = await monthlyCheckout(client, nakheel)
    const paymentId = await payAtFake(nakheel, checkout)
    ;(await callback(client, owner, nakheel, checkout, paymentId)).assertStatus(302)
    await nakheel.refresh()
    const expires = nakheel.planExpiresAt!.toISO()

    registerPlatformWebhook()
    const [answer] = await fake.deliver('payment_paid', fake.payments.get(paymentId)!)
    assert.equal(answer.status, 200)
    assert.equal(answer.body.result, 'already_paid')
    await nakheel.refresh()
    assert.equal(nakheel.planExpiresAt!.toISO(), expires)
    assert.lengthOf(await Subscription.query().where('website_id', nakheel.id), 1)
    assert.lengthOf(await SubscriptionPayment.query().where('payment_id', paymentId), 1)
  })

  test('a wrong or missing secret_token is refused (401) and stores nothing', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const { checkout } = await monthlyCheckout(client, nakheel)
    const payment = fake.put({
      amount: checkout.amount,
      metadata: { website_id: String(nakheel.id), plan_checkout_id: String(checkout.id) },
    })
    registerPlatformWebhook()
    const [wrong] = await fake.deliver('payment_paid', payment, { secretToken: 'guessed' })
    assert.equal(wrong.status, 401)
    assert.equal(wrong.body.message, 'رمز التحقق غير صحيح.')
    const [empty] = await fake.deliver('payment_paid', payment, { secretToken: '' })
    assert.equal(empty.status, 401)

    // a platform without a configured secret takes no event at all, not even one with an empty token
    const before = env.get('PLATFORM_MOYASAR_WEBHOOK_SECRET')
    env.set('PLATFORM_MOYASAR_WEBHOOK_SECRET', '')
    try {
      const [unset] = await fake.deliver('payment_paid', payment, { secretToken: '' })
      assert.equal(unset.status, 401)
    } finally {
      env.set('PLATFORM_MOYASAR_WEBHOOK_SECRET', before!)
    }
    await checkout.refresh()
    assert.equal(checkout.status, 'pending')
    assert.lengthOf(await events(), 0)
  })

  test('a replayed event, another amount, another currency or website: nothing moves', async ({
    client,
    assert,
  }) => {
    const { nakheel, demo } = await sites()
    const { checkout } = await monthlyCheckout(client, nakheel)
    const planBefore = nakheel.planId
    registerPlatformWebhook()
    const named = { website_id: String(nakheel.id), plan_checkout_id: String(checkout.id) }

    const smaller = fake.put({ amount: checkout.amount - 100, metadata: named })
    const dollars = fake.put({ amount: checkout.amount, currency: 'USD', metadata: named })
    const foreign = fake.put({
      amount: checkout.amount,
      metadata: { website_id: String(demo.id), plan_checkout_id: String(checkout.id) },
    })
    const unnamed = fake.put({ amount: checkout.amount })
    for (const payment of [smaller, dollars, foreign, unnamed]) {
      const [answer] = await fake.deliver('payment_paid', payment)
      assert.equal(answer.body.result, 'mismatch', JSON.stringify(payment.metadata))
    }
    await nakheel.refresh()
    assert.equal(nakheel.planId, planBefore)
    await checkout.refresh()
    assert.equal(checkout.status, 'pending')
    assert.isNull(checkout.paymentId)

    // the same event delivered twice is handled once
    const right = fake.put({ amount: checkout.amount, metadata: named })
    const [first] = await fake.deliver('payment_paid', right, { eventId: 'evt-plan-1' })
    const [again] = await fake.deliver('payment_paid', right, { eventId: 'evt-plan-1' })
    assert.equal(first.body.result, 'paid')
    assert.equal(again.body.result, 'replayed')
    assert.lengthOf(await Subscription.query().where('website_id', nakheel.id), 1)
    assert.lengthOf(await events().where('event_id', 'evt-plan-1'), 1)
  })

  test('a failed 3-D Secure is recorded as failed; an unknown type is ignored; a garbled body is 422', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const { checkout } = await monthlyCheckout(client, nakheel)
    registerPlatformWebhook()
    await payAtFake(nakheel, checkout, { threeDs: 'fail' })
    assert.deepEqual(
      fake.deliveries.map((d) => [d.type, d.body?.result]),
      [['payment_failed', 'failed']]
    )
    await checkout.refresh()
    assert.equal(checkout.status, 'failed')

    const voided = await client
      .post(urlFor('billing.webhook'))
      .json({ id: 'evt-v', type: 'payment_voided', secret_token: SECRET, data: { id: 'p-1' } })
    voided.assertStatus(200)
    assert.equal(voided.body().result, 'ignored')
    const garbled = await client
      .post(urlFor('billing.webhook'))
      .json({ type: 'payment_paid', secret_token: SECRET })
    garbled.assertStatus(422)
    assert.equal(garbled.body().message, 'الإشعار غير صالح.')
  })

  test('a gateway that cannot be reached leaves the event to be retried', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const { plan, checkout } = await monthlyCheckout(client, nakheel)
    const payment = fake.put({
      amount: checkout.amount,
      metadata: { website_id: String(nakheel.id), plan_checkout_id: String(checkout.id) },
    })
    const body = { id: 'evt-retry', type: 'payment_paid', secret_token: SECRET, data: payment }
    const url = env.get('MOYASAR_API_URL')!
    env.set('MOYASAR_API_URL', 'http://127.0.0.1:9/v1')
    try {
      const down = await client.post(urlFor('billing.webhook')).json(body)
      down.assertStatus(424)
    } finally {
      env.set('MOYASAR_API_URL', url)
    }
    assert.lengthOf(await events(), 0)
    const retried = await client.post(urlFor('billing.webhook')).json(body)
    retried.assertStatus(200)
    assert.equal(retried.body().result, 'paid')
    await nakheel.refresh()
    assert.equal(nakheel.planId, plan.id)
  })
})
