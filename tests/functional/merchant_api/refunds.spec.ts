import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import {
  bookingOf,
  customerOf,
  demoOwner,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, call, keyOf } from '#tests/functional/merchant_api/helpers'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { paidOnline } from '#tests/functional/payments/paid_purchases'
import { startReceiver } from '#tests/functional/webhooks/receiver'

const sar = (halalas: number) => (halalas / 100).toFixed(2)
const REFUND_SCOPES = ['orders:read', 'payments:write'] as const

for (const [kind, plural, noun] of [
  ['order', 'orders', 'للطلبات'],
  ['booking', 'bookings', 'للحجوزات'],
] as const) {
  test.group(`Merchant API: ${kind} payments and refunds`, (group) => {
    useFakeGateway(group)
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => resetLimits())

    test('the payment object in the list and the detail; the payment_status filter', async ({
      client,
      assert,
    }) => {
      const { demo } = await sites()
      const customer = await customerOf(demo, 'ريم العنزي', '0551112233')
      const { purchase, paymentId } = await paidOnline(demo, customer, kind)
      const key = await keyOf(demo, ['orders:read'])

      const shown = await call(client, 'get', `/${plural}/${purchase.id}`, key.value)
      shown.assertStatus(200)
      const payment = shown.body().data.payment
      assert.include(payment, {
        status: 'paid',
        method: 'card',
        online: true,
        amount_paid: sar(purchase.total),
        amount_paid_halalas: purchase.total,
        amount_refunded: '0.00',
        amount_refunded_halalas: 0,
        refundable_halalas: purchase.total,
        gateway_payment_id: paymentId,
      })
      assert.isString(payment.paid_at)

      const paid = await call(client, 'get', `/${plural}?payment_status=paid&limit=100`, key.value)
      const row = paid.body().data.find((one: any) => one.id === purchase.id)
      assert.equal(row.payment.gateway_payment_id, paymentId)
      const unpaid = await call(
        client,
        'get',
        `/${plural}?payment_status=unpaid&limit=100`,
        key.value
      )
      assert.notInclude(
        unpaid.body().data.map((one: any) => one.id),
        purchase.id
      )
      assert.isTrue(unpaid.body().data.every((one: any) => one.payment.status === 'unpaid'))
      const bad = await call(client, 'get', `/${plural}?payment_status=maybe`, key.value)
      const problem = assertProblem(assert, bad, 422, 'validation_failed')
      assert.property(problem.errors, 'payment_status')
    })

    test('part, then the rest; once per Idempotency-Key; history, webhook, then nothing left', async ({
      client,
      assert,
      cleanup,
    }) => {
      const receiver = await startReceiver()
      cleanup(() => receiver.close())
      const { demo } = await sites()
      const owner = await demoOwner()
      const customer = await customerOf(demo, 'ماجد الحربي', '0554445566')
      const { purchase, paymentId } = await paidOnline(demo, customer, kind)
      await WebhookEndpoints.create(demo, { url: receiver.url, events: [`${kind}.refunded`] })
      const key = await keyOf(demo, [...REFUND_SCOPES])
      const url = `/${plural}/${purchase.id}/refunds`
      const part = Math.floor(purchase.total / 3)

      const first = await call(client, 'post', url, key.value, { amount: sar(part) }).header(
        'Idempotency-Key',
        `refund-${kind}-1`
      )
      first.assertStatus(200)
      assert.include(first.body().data, { id: purchase.id, refunded: sar(part) })
      assert.include(first.body().data.payment, {
        status: 'partially_refunded',
        amount_refunded_halalas: part,
        refundable_halalas: purchase.total - part,
      })
      // the same key and body again: the first answer, and the gateway is not called twice
      const again = await call(client, 'post', url, key.value, { amount: sar(part) }).header(
        'Idempotency-Key',
        `refund-${kind}-1`
      )
      again.assertStatus(200)
      assert.equal(again.header('idempotent-replayed'), 'true')
      assert.equal(fake.payments.get(paymentId)!.refunded, part)

      const events = await PurchaseEvent.query()
        .where('website_id', demo.id)
        .where(`${kind}_id`, purchase.id)
        .where('action', 'refund')
      assert.deepEqual(
        events.map((event) => [event.amount, event.actorName]),
        [[part, owner.name]]
      )
      const hooks = await db
        .from('webhook_deliveries')
        .where('website_id', demo.id)
        .where('event', `${kind}.refunded`)
      assert.lengthOf(hooks, 1)
      const { data } = JSON.parse(hooks[0].payload)
      assert.equal(data.id, purchase.id)
      assert.equal(data.refunded_amount, sar(part))
      assert.equal(data.payment.status, 'partially_refunded')

      // more than what is left: a 422 in Arabic, nothing refunded
      const tooMuch = await call(client, 'post', url, key.value, { amount: sar(purchase.total) })
      const problem = assertProblem(assert, tooMuch, 422, 'refund_too_much')
      assert.equal(
        problem.detail,
        `لا يمكن استرداد أكثر من المتبقي (${sar(purchase.total - part)} ر.س).`
      )
      assert.equal(fake.payments.get(paymentId)!.refunded, part)

      // no amount: all that is left
      const rest = await call(client, 'post', url, key.value, {})
      rest.assertStatus(200)
      assert.equal(rest.body().data.refunded, sar(purchase.total - part))
      assert.include(rest.body().data.payment, { status: 'refunded', refundable: '0.00' })
      const bill = await Bill.query().where(`${kind}_id`, purchase.id).firstOrFail()
      assert.equal(bill.refunded, purchase.total)

      // the full refund twice: nothing is left
      const twice = await call(client, 'post', url, key.value, {})
      assertProblem(assert, twice, 409, 'refund_nothing_left')
      const listed = await call(
        client,
        'get',
        `/${plural}?payment_status=refunded&limit=100`,
        key.value
      )
      assert.include(
        listed.body().data.map((one: any) => one.id),
        purchase.id
      )
    })

    test('refused: not paid online, bad amounts, the gateway says no, another website, no scope', async ({
      client,
      assert,
    }) => {
      const { demo, nakheel } = await sites()
      const customer = await customerOf(demo, 'سارة', '0557778899')
      const { purchase, paymentId } = await paidOnline(demo, customer, kind)
      const key = await keyOf(demo, [...REFUND_SCOPES])

      // a purchase paid in cash (marked paid by the staff) is not refunded through the gateway
      const cash =
        kind === 'order'
          ? (await import('#tests/functional/dashboard/purchase_helpers')).orderOf
          : bookingOf
      const cashOne = await cash(demo, customer)
      await Bill.query()
        .where(`${kind}_id`, cashOne.id)
        .update({ status: 'paid', paymentMethod: 'cash' })
      const notOnline = await call(
        client,
        'post',
        `/${plural}/${cashOne.id}/refunds`,
        key.value,
        {}
      )
      const problem = assertProblem(assert, notOnline, 409, 'refund_not_online')
      assert.equal(problem.detail, `الاسترداد متاح ${noun} المدفوعة إلكترونيا فقط.`)

      const url = `/${plural}/${purchase.id}/refunds`
      for (const amount of ['abc', '-5', '0', '1.234']) {
        const response = await call(client, 'post', url, key.value, { amount })
        assertProblem(assert, response, 422, 'validation_failed')
      }

      // refunded in Moyasar's dashboard, and its webhook not arrived yet: the gateway refuses
      fake.payments.get(paymentId)!.refunded = purchase.total
      const refused = await call(client, 'post', url, key.value, { amount: '1.00' })
      assertProblem(assert, refused, 422, 'payment_gateway_refused')
      const bill = await Bill.query().where(`${kind}_id`, purchase.id).firstOrFail()
      assert.equal(bill.refunded, 0)

      // another website's key does not reach it; a key without payments:write may not refund
      const theirs = await keyOf(nakheel, [...REFUND_SCOPES])
      assertProblem(assert, await call(client, 'post', url, theirs.value, {}), 404, 'not_found')
      const writer = await keyOf(demo, ['orders:read', 'orders:write'])
      const noScope = await call(client, 'post', url, writer.value, {})
      assertProblem(assert, noScope, 403, 'api_scope_missing')
      assert.equal(fake.payments.get(paymentId)!.refunded, purchase.total)
      assert.equal((await Bill.query().where(`${kind}_id`, purchase.id).firstOrFail()).refunded, 0)
    })
  })
}
