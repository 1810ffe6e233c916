// A booking paid online, a third refunded from the merchant's booking page on a phone (390 px).
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Bill from '#models/bill'
import Website from '#models/website'
import { hydrated, overflow, signIn } from './dashboard_helpers.js'
import { customerOf } from '#tests/functional/dashboard/purchase_helpers'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { paidOnline } from '#tests/functional/payments/paid_purchases'

test.group('Browser: a booking paid online, refunded in part from the dashboard', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the booking page offers the refund; the history and the remainder follow', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await customerOf(demo, 'دانة الشهري', '0559990011', 'dana.refund@example.com')
    const { purchase: booking, paymentId } = await paidOnline(demo, customer, 'booking')
    const part = Math.floor(booking.total / 3)
    const typed = (part / 100).toFixed(2)

    const desk = await signIn(visit, 'demo@safhati.sa')
    await desk.goto(`/dashboard/demo/bookings/${booking.id}`)
    await hydrated(desk)
    await desk.locator('.payment-box:has-text("الدفع الإلكتروني")').waitFor()
    assert.include(await desk.locator('.payment-box').innerText(), paymentId)
    await desk.fill('#refund_amount', typed)
    desk.once('dialog', (dialog: any) => dialog.accept())
    await desk.click('.payment-box button[type="submit"]')
    await desk.locator(`text=تم استرداد ${typed} ر.س إلى العميل.`).waitFor()
    await desk.locator(`text=استرداد ${typed} ر.س (بطاقة)`).waitFor()
    await desk.locator('.payment-box:has-text("المسترد حتى الآن")').scrollIntoViewIfNeeded()
    await desk.screenshot({ path: '/tmp/api-booking-refund.png', fullPage: true })
    assert.equal(await overflow(desk), 0)
    const left = ((booking.total - part) / 100).toFixed(2)
    assert.equal(await desk.inputValue('#refund_amount'), left)

    const bill = await Bill.query().where('booking_id', booking.id).firstOrFail()
    assert.equal(bill.refunded, part)
    assert.equal(fake.payments.get(paymentId)!.refunded, part)
  })
})
