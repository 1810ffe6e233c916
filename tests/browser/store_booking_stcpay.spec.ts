/// <reference lib="dom" />
// A booking paid by STC Pay on a phone (390 px): the wizard, the mobile and its code at the gateway, a paid booking.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Booking from '#models/booking'
import Customer from '#models/customer'
import Website from '#models/website'
import env from '#start/env'
import { hydrated, overflow, signIn } from './dashboard_helpers.js'
import { chooseFirstBranch, signUp } from './store_helpers.js'
import { connect, fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'

/** The customer's pages at the app's public address, the one the gateway's answers come back to. */
const atAppUrl = (path: string) =>
  new URL(path, env.get('APP_URL') ?? `http://127.0.0.1:${env.get('PORT')}`).href

const shot = (name: string) => ({
  path: `tmp/screenshots/booking-stcpay-${name}-390.png`,
  fullPage: true,
})

test.group('Browser: a booking paid by STC Pay', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the wizard offers STC Pay; the mobile, then its code, make a paid booking the merchant refunds in part', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await connect(demo)

    const page = await visit(atAppUrl('/o/demo/signup'))
    await chooseFirstBranch(page)
    await signUp(page, 'ريما الحربي', 'rima.stcpay@example.com')
    await page.goto(atAppUrl('/o/demo/service/haircut-styling'))
    await chooseFirstBranch(page)
    await page.click('a:has-text("احجز الآن")')
    await page.locator('.booking-steps li.current:has-text("الخدمات")').waitFor()
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("الخيارات")').waitFor()
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("الموعد")').waitFor()
    await page.locator('.booking-time').first().click()
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("الدفع")').waitFor()
    await page.click('label:has-text("STC Pay")')
    await page.screenshot(shot('method'))
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("التأكيد")').waitFor()
    await page.click('button:has-text("تأكيد الحجز")')

    // created unpaid, then the payment page: STC Pay already chosen
    await page.waitForURL('**/o/demo/booking/*/pay')
    const customer = await Customer.findByOrFail('email', 'rima.stcpay@example.com')
    const booking = await Booking.query()
      .where('customer_id', customer.id)
      .preload('bill')
      .firstOrFail()
    assert.equal(booking.bill.status, 'unpaid')
    await page.click('label.payment-method:has-text("STC Pay")')
    await page.fill('#mobile', '0555555555')
    await page.click('button[type="submit"]:has-text("أرسل رمز التحقق")')
    await page.locator('#otp').waitFor()
    assert.equal(await overflow(page), 0)
    await page.screenshot(shot('otp'))
    // a wrong code first: the booking's page says it was not paid and offers to pay again
    await page.fill('#otp', '999999')
    await page.click('button[type="submit"]:has-text("تأكيد الدفع")')
    await page.waitForURL(`**/o/demo/booking/${booking.id}`)
    await page.locator('.form-alert', { hasText: 'لم يتم الدفع' }).waitFor()
    await booking.bill.refresh()
    assert.equal(booking.bill.status, 'unpaid')
    await page.screenshot(shot('declined'))
    await page.click('a:has-text("ادفع مرة أخرى")')
    await page.waitForURL('**/o/demo/booking/*/pay')
    await page.click('label.payment-method:has-text("STC Pay")')
    await page.fill('#mobile', '0555555555')
    await page.click('button[type="submit"]:has-text("أرسل رمز التحقق")')
    await page.fill('#otp', '123456')
    await page.click('button[type="submit"]:has-text("تأكيد الدفع")')
    await page.locator('text=تم الدفع بنجاح، شكرا لك.').waitFor()
    await booking.bill.refresh()
    assert.equal(booking.bill.status, 'paid')
    assert.equal(booking.bill.paymentMethod, 'stcpay')
    await page.screenshot(shot('paid'))

    // the merchant refunds half from the booking's page; the gateway gives it back
    const half = Math.floor(booking.total / 2)
    const typed = (half / 100).toFixed(2)
    const desk = await signIn(visit, 'demo@safhati.sa')
    await desk.goto(`/dashboard/demo/bookings/${booking.id}`)
    await hydrated(desk)
    await desk.fill('#refund_amount', typed)
    desk.once('dialog', (dialog: any) => dialog.accept())
    await desk.click('.payment-box button[type="submit"]')
    await desk.locator(`text=تم استرداد ${typed} ر.س إلى العميل.`).waitFor()
    await booking.bill.refresh()
    assert.equal(booking.bill.refunded, half)
    assert.equal([...fake.payments.values()].find((p) => p.status !== 'failed')!.refunded, half)
  })
})
