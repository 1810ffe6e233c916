// Issue 29 item 5: the plan page, paying a plan by card to the platform's Moyasar account, its invoice.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Subscription from '#models/subscription'
import SubscriptionPayment from '#models/subscription_payment'
import { urlFor } from '#http/urls/urls'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { nakheelOwner, demoOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { fieldErrors } from '#tests/functional/dashboard/form_helpers'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { DECLINED_CARD } from '#tests/functional/payments/moyasar_fake'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import {
  callback,
  checkoutAs,
  payAtFake,
  planPage,
} from '#tests/functional/billing/billing_helpers'

const monthlyPlan = () => Plan.findByOrFail('code', 'monthly')

test.group('Dashboard: the plan page and paying a plan', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner sees the plan, its end and the offers; another merchant gets 404', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    nakheel.planExpiresAt = DateTime.utc().plus({ days: 5 })
    await nakheel.save()
    const shown = await client
      .get(planPage('nakheel'))
      .loginAs(await nakheelOwner())
      .withInertia()
    shown.assertStatus(200)
    const props = shown.body().props
    assert.equal(props.current.planName, 'الباقة المجانية')
    assert.isTrue(props.current.trial)
    assert.isFalse(props.current.paid)
    const monthly = props.plans.find((row: any) => row.name === 'الباقة الشهرية')
    assert.deepInclude(monthly.monthly, { kind: 'subscribe', amount: 27500 })
    assert.deepInclude(monthly.yearly, { kind: 'subscribe', amount: 300000 })
    assert.isTrue(props.billingAvailable)

    const foreign = await client.get(planPage('nakheel')).loginAs(await demoOwner())
    foreign.assertStatus(404)
    const foreignCheckout = await checkoutAs(client, await demoOwner(), nakheel, {
      plan_id: (await monthlyPlan()).id,
      period: 'monthly',
    })
    foreignCheckout.response.assertStatus(404)
    assert.isNull(foreignCheckout.checkout)

    // the website's staff, even its manager, do not reach the billing (the owner only)
    const manager = await memberOf(nakheel, 'manager')
    ;(await client.get(planPage('nakheel')).loginAs(manager)).assertStatus(404)
    const staffCheckout = await checkoutAs(client, manager, nakheel, {
      plan_id: (await monthlyPlan()).id,
      period: 'monthly',
    })
    staffCheckout.response.assertStatus(404)
    assert.isNull(staffCheckout.checkout)
  })

  test('subscribing by card with 3-D Secure: verified, plan moved, one invoice with the ZATCA QR', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const plan = await monthlyPlan()
    const { response, checkout } = await checkoutAs(client, owner, nakheel, {
      plan_id: plan.id,
      period: 'yearly',
    })
    response.assertStatus(303)
    assert.equal(checkout!.amount, 300000)
    assert.equal(checkout!.kind, 'subscribe')

    const pay = await client
      .get(urlFor('dashboard.plan.checkouts.show', { username: 'nakheel', id: checkout!.id }))
      .loginAs(owner)
      .withInertia()
    pay.assertStatus(200)
    const card = pay.body().props.card
    assert.equal(card.publishableKey, 'pk_test_FakePublishable0001')
    assert.notInclude(pay.text(), 'sk_test_')
    assert.deepEqual(card.metadata, {
      website_id: String(nakheel.id),
      plan_checkout_id: String(checkout!.id),
    })
    assert.equal(card.amount, 300000)

    const paymentId = await payAtFake(nakheel, checkout!)
    const back = await callback(client, owner, nakheel, checkout!, paymentId)
    back.assertStatus(302)
    back.assertHeader('location', planPage('nakheel'))
    await nakheel.refresh()
    assert.equal(nakheel.planId, plan.id)
    const days = nakheel.planExpiresAt!.diff(DateTime.utc(), 'days').days
    assert.isAbove(days, 364)
    assert.isBelow(days, 367)
    await checkout!.refresh()
    assert.equal(checkout!.status, 'paid')
    assert.equal(checkout!.paymentId, paymentId)
    assert.isNotNull(checkout!.invoiceNumber)
    const subscription = await Subscription.findOrFail(checkout!.subscriptionId)
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.period, 'yearly')

    // listed on the plan page, printable with the platform as the seller
    const shown = await client.get(planPage('nakheel')).loginAs(owner).withInertia()
    const [listed] = shown.body().props.invoices
    assert.equal(listed.amount, 300000)
    const invoice = await client
      .get(urlFor('dashboard.plan.invoices.show', { username: 'nakheel', id: checkout!.id }))
      .loginAs(owner)
      .withInertia()
    invoice.assertStatus(200)
    const printed = invoice.body().props.invoice
    assert.equal(printed.title, 'فاتورة ضريبية مبسطة')
    assert.equal(printed.total, 300000)
    assert.equal(printed.subtotal + printed.vat, 300000)
    const qr = decodeZatcaTlv(printed.qr.payload)
    assert.equal(qr.sellerName, 'شركة صفحتي لتقنية المعلومات')
    assert.equal(qr.vatNumber, '300000000000003')
    assert.equal(qr.total, '3000.00')
    assert.equal(qr.vat, '391.30')

    // the callback opened twice changes nothing
    const expires = nakheel.planExpiresAt!.toISO()
    const again = await callback(client, owner, nakheel, checkout!, paymentId)
    again.assertStatus(302)
    await nakheel.refresh()
    assert.equal(nakheel.planExpiresAt!.toISO(), expires)
    assert.lengthOf(await Subscription.query().where('website_id', nakheel.id), 1)

    // another website's invoice or checkout is a 404
    const foreign = await client
      .get(urlFor('dashboard.plan.invoices.show', { username: 'demo', id: checkout!.id }))
      .loginAs(await demoOwner())
    foreign.assertStatus(404)
  })

  test("tampering: another checkout's payment, a smaller amount, another currency, a declined card", async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const plan = await monthlyPlan()
    const before = { planId: nakheel.planId, expires: nakheel.planExpiresAt?.toISO() ?? null }
    const unchanged = async () => {
      await nakheel.refresh()
      assert.equal(nakheel.planId, before.planId)
      assert.equal(nakheel.planExpiresAt?.toISO() ?? null, before.expires)
      assert.lengthOf(await Subscription.query().where('website_id', nakheel.id), 0)
    }
    const { checkout: first } = await checkoutAs(client, owner, nakheel, {
      plan_id: plan.id,
      period: 'monthly',
    })
    const { checkout: second } = await checkoutAs(client, owner, nakheel, {
      plan_id: plan.id,
      period: 'monthly',
    })

    // a paid payment of the first checkout, brought to the second one's callback
    const paidForFirst = await payAtFake(nakheel, first!)
    const crossed = await callback(client, owner, nakheel, second!, paidForFirst)
    crossed.assertStatus(302)
    assert.equal(crossed.flashMessages().error, 'عملية الدفع لا تخص هذا الاشتراك، لم تتغير باقتك.')
    await unchanged()

    // a paid payment naming the checkout, of a smaller amount
    const smaller = fake.put({
      amount: 100,
      metadata: { website_id: String(nakheel.id), plan_checkout_id: String(second!.id) },
    })
    await callback(client, owner, nakheel, second!, smaller.id)
    await unchanged()

    // the right amount in another currency
    const dollars = fake.put({
      amount: second!.amount,
      currency: 'USD',
      metadata: { website_id: String(nakheel.id), plan_checkout_id: String(second!.id) },
    })
    await callback(client, owner, nakheel, second!, dollars.id)
    await unchanged()

    // a payment of another website naming this checkout id
    const otherSite = fake.put({
      amount: second!.amount,
      metadata: { website_id: String(nakheel.id + 1000), plan_checkout_id: String(second!.id) },
    })
    await callback(client, owner, nakheel, second!, otherSite.id)
    await unchanged()

    // a declined card and a failed 3-D Secure: failed, said, the plan unchanged
    const declined = await payAtFake(nakheel, second!, { number: DECLINED_CARD })
    const refused = await callback(client, owner, nakheel, second!, declined)
    refused.assertHeader(
      'location',
      urlFor('dashboard.plan.checkouts.show', { username: 'nakheel', id: second!.id })
    )
    await second!.refresh()
    assert.equal(second!.status, 'failed')
    // the pay page says why in Arabic (the gateway's "DECLINED: Insufficient Funds" is kept, not shown)
    const again = await client
      .get(urlFor('dashboard.plan.checkouts.show', { username: 'nakheel', id: second!.id }))
      .loginAs(owner)
      .withInertia()
    assert.equal(again.body().props.checkout.failed, 'الرصيد غير كافٍ لإتمام الدفع.')
    assert.equal(second!.message, 'DECLINED: Insufficient Funds')
    const failed3ds = await payAtFake(nakheel, second!, { threeDs: 'fail' })
    await callback(client, owner, nakheel, second!, failed3ds)
    await unchanged()

    // an unknown payment id: the gateway's 404, said, nothing recorded
    const unknown = await callback(client, owner, nakheel, second!, 'no-such-payment')
    unknown.assertStatus(302)
    assert.equal(unknown.flashMessages().error, 'عملية الدفع غير موجودة.')
    await unchanged()
    const paid = await SubscriptionPayment.query()
      .where('website_id', nakheel.id)
      .where('status', 'paid')
    assert.lengthOf(paid, 0)
  })

  test('bad input: an unknown period or plan, the free plan: an Arabic message, nothing stored', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const owner = await nakheelOwner()
    const free = await Plan.findByOrFail('code', 'free')
    for (const data of [
      { plan_id: (await monthlyPlan()).id, period: 'weekly' },
      { plan_id: 'abc', period: 'monthly' },
      { plan_id: free.id, period: 'monthly' },
      { plan_id: 999999, period: 'monthly' },
    ]) {
      const { response, checkout } = await checkoutAs(client, owner, nakheel, data)
      response.assertStatus(303)
      assert.isNull(checkout)
      const errors = fieldErrors(response)
      assert.isNotEmpty(Object.values(errors).join(''), JSON.stringify(data))
    }
  })
})
