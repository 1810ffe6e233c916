import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { urlFor } from '#http/urls/urls'
import { splitVat } from '#services/invoices/vat'
import Bill from '#models/bill'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { paidOnline } from '#tests/functional/payments/paid_purchases'

const sar = (halalas: number) => (halalas / 100).toFixed(2)

test.group('Online payment: booking refunds in the dashboard', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('part, then the rest: history, customer page, credit note and CSV show it', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await customerOf(demo, 'نورة', '0553334455', 'booking-refund@example.com')
    const { purchase: booking, paymentId } = await paidOnline(demo, customer, 'booking')
    const owner = await demoOwner()
    const show = urlFor('dashboard.bookings.show', { username: 'demo', id: booking.id })
    const refundUrl = urlFor('dashboard.bookings.refunds.store', {
      username: 'demo',
      id: booking.id,
    })
    const half = Math.floor(booking.total / 2)

    const page = await client.get(show).loginAs(owner).withInertia()
    assert.include(page.body().props.payment, { refundable: booking.total, paymentId })

    const refunded = await send(client, 'post', refundUrl, owner, show, { amount: sar(half) })
    refunded.assertStatus(303)
    assert.equal(refunded.header('location'), show)
    assert.equal(refunded.flashMessages().success, `تم استرداد ${sar(half)} ر.س إلى العميل.`)
    assert.equal(fake.payments.get(paymentId)!.refunded, half)

    const after = (await client.get(show).loginAs(owner).withInertia()).body().props
    assert.include(
      after.booking.history.map((entry: { label: string }) => entry.label),
      `استرداد ${sar(half)} ر.س (بطاقة)`
    )
    assert.equal(after.payment.refundable, booking.total - half)

    const mine = await visitAs(
      client,
      urlFor('store.bookings.show', { username: 'demo', id: booking.id }),
      customer
    )
    assert.equal(mine.body().props.payment.refunded, half)
    const bill = await visitAs(
      client,
      urlFor('store.booking_bills.show', { username: 'demo', id: booking.id }),
      customer
    )
    assert.include(bill.body().props.bill.refund, { ...splitVat(half), net: booking.total - half })

    const csv = await client
      .get(urlFor('dashboard.bookings.export', { username: 'demo' }))
      .loginAs(owner)
    const rows = csv.text().split('\n')
    const column = rows[0]
      .replace(/^\uFEFF/, '')
      .trim()
      .split(',')
      .indexOf('المسترد (ر.س)')
    assert.isAbove(column, 0, rows[0])
    const line = rows.find((row) => row.startsWith(`${booking.number},`))!
    assert.equal(line.trim().split(',')[column], sar(half))

    const tooMuch = await send(client, 'post', refundUrl, owner, show, {
      amount: sar(booking.total),
    })
    assert.equal(
      fieldErrors(tooMuch).amount,
      `لا يمكن استرداد أكثر من المتبقي (${sar(booking.total - half)} ر.س).`
    )
    await send(client, 'post', refundUrl, owner, show, { amount: sar(booking.total - half) })
    const full = await Bill.query().where('booking_id', booking.id).firstOrFail()
    assert.equal(full.refunded, booking.total)
    const none = (await client.get(show).loginAs(owner).withInertia()).body().props.payment
    assert.equal(none.refundable, 0)
  })

  test('a role without payments, or another website: the 404 page; nothing is refunded', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await customerOf(demo, 'هند', '0556667788', 'booking-refund-x@example.com')
    const { purchase: booking, paymentId } = await paidOnline(demo, customer, 'booking')
    const show = urlFor('dashboard.bookings.show', { username: 'demo', id: booking.id })
    const refundUrl = urlFor('dashboard.bookings.refunds.store', {
      username: 'demo',
      id: booking.id,
    })

    // a manager runs the bookings but not the money: the page offers no refund, and the POST is the
    // dashboard's answer to a route the role may not use (the same 404 page as another website's)
    const manager = await memberOf(demo, 'manager')
    const page = await client.get(show).loginAs(manager).withInertia()
    assert.equal(page.body().props.payment.refundable, 0)
    const forbidden = await send(client, 'post', refundUrl, manager, show, { amount: '1.00' })
    forbidden.assertStatus(404)

    const other = await nakheelOwner()
    const foreign = await send(
      client,
      'post',
      urlFor('dashboard.bookings.refunds.store', { username: 'nakheel', id: booking.id }),
      other,
      urlFor('dashboard.bookings.index', { username: 'nakheel' }),
      { amount: '1.00' }
    )
    foreign.assertStatus(404)
    assert.equal(fake.payments.get(paymentId)!.refunded, 0)
  })
})
