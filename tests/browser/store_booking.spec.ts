/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Booking from '#models/booking'
import Customer from '#models/customer'
import ReservationCart from '#models/reservation_cart'
import Service from '#models/service'
import { DateTime } from 'luxon'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { splitVat } from '#services/invoices/vat'
import { CustomerFactory } from '#database/factories/customer_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { overflow } from './dashboard_helpers.js'
import { chooseFirstBranch, openPrintedBill, signUp } from './store_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/store-booking-${name}-390.png`,
  fullPage: true,
})

/**
 * The booking journey on a phone (390x844): sign up on /o/demo, open a service, book now, go through
 * the five steps (services, options, time, payment, confirm), see the booking and print its bill.
 */
test.group('Browser: a customer books a service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('from a service page through the five steps to the booking page', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.signup.create', { username: 'demo' }))
    await chooseFirstBranch(page)
    await signUp(page, 'لمى القحطاني', 'lama.booking@example.com')
    await chooseFirstBranch(page)

    await page.goto('/o/demo/service/haircut-styling')
    await chooseFirstBranch(page)
    await page.click('a:has-text("احجز الآن")')
    await page.waitForURL('**/o/demo/booking/cart?sid=*')

    // step 1: the service of the page is already chosen
    await page.locator('.booking-steps li.current:has-text("الخدمات")').waitFor()
    assert.equal(await page.locator('.booking-service input:checked').count(), 1)
    assert.include(await page.locator('.booking-service.chosen').textContent(), 'قص وتصفيف الشعر')
    await page.screenshot(shot('1-services'))
    // nothing chosen: cannot go on
    await page.locator('.booking-service.chosen').click()
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.locator('.booking-service:has-text("قص وتصفيف الشعر")').click()
    await page.click('button:has-text("التالي")')

    // step 2: one option per service, or any
    await page.locator('.booking-steps li.current:has-text("الخيارات")').waitFor()
    await page.click('label:has-text("اختيار خيار لكل خدمة")')
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.click('.booking-service:has-text("شعر طويل")')
    await page.screenshot(shot('2-options'))
    await page.click('button:has-text("التالي")')

    // step 3: the cart is made on the server; 7 days, weekend disabled, times with their length
    await page.locator('.booking-steps li.current:has-text("الموعد")').waitFor()
    await page.waitForURL('**/booking/cart/*')
    assert.equal(await page.locator('.booking-day').count(), 7)
    assert.isAtLeast(await page.locator('.booking-day.closed:disabled').count(), 2)
    await page.locator('.booking-time').first().waitFor()
    assert.include(await page.locator('.booking-time').first().textContent(), '1 ساعة مدة')
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.screenshot(shot('3-time'))
    const chosenTime = (await page.locator('.booking-time strong').first().textContent())!.trim()
    await page.locator('.booking-time').first().click()
    await page.click('button:has-text("التالي")')

    // step 4: on arrival only
    await page.locator('.booking-steps li.current:has-text("الدفع")').waitFor()
    assert.isTrue(await page.locator('input[value="card"]').isDisabled())
    assert.isTrue(await page.locator('input[value="installment"]').isDisabled())
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.click('label:has-text("الدفع عند الوصول")')
    await page.screenshot(shot('4-payment'))
    await page.click('button:has-text("التالي")')

    // step 5: summary and confirm (a double click makes one booking)
    await page.locator('.booking-steps li.current:has-text("التأكيد")').waitFor()
    const summary = await page.locator('.booking-step').textContent()
    assert.include(summary, 'قص وتصفيف الشعر')
    assert.include(summary, 'شعر طويل')
    assert.include(summary, chosenTime)
    assert.include(summary, '200.00')
    assert.include(summary, 'ضريبة القيمة المضافة')
    await page.screenshot(shot('5-confirm'))
    await page.dblclick('button:has-text("تأكيد الحجز")')
    await page.waitForURL('**/o/demo/booking/success/*')
    await page.screenshot(shot('6-success'))

    const customer = await Customer.findByOrFail('email', 'lama.booking@example.com')
    const bookings = await Booking.query().where('customer_id', customer.id).preload('bill')
    assert.lengthOf(bookings, 1)
    const booking = bookings[0]
    assert.equal(booking.total, 20000)
    assert.isNotNull(booking.branchId)

    await page.click('a.booking-number')
    await page.waitForURL(`**/o/demo/booking/${booking.id}`)
    await page.locator('.order-items').waitFor()
    assert.include(await page.locator('.order-facts').textContent(), booking.reservationCode)
    await page.screenshot(shot('7-booking'))

    const { popup, payload } = await openPrintedBill(
      page,
      assert,
      `/o/demo/booking/${booking.id}/bill`,
      booking.bill.zatcaQr
    )
    assert.equal(decodeZatcaTlv(payload).total, '200.00')
    await popup.close()

    await page.goto('/o/demo/booking')
    assert.include(await page.locator('.bookings-table').textContent(), 'بانتظار التأكيد')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('8-list'))
    await page.goto(`/o/demo/booking/${booking.id}/bill`)
    await page.screenshot(shot('9-bill'))
  })

  test('a time taken by someone else meanwhile sends the customer back to pick another', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.session.create', { username: 'demo' }))
    await chooseFirstBranch(page)
    await page.fill('#email', 'sara@example.com')
    await page.fill('#password', 'safhati123')
    await page.click('button[type="submit"]:has-text("دخول")')
    await page.waitForURL('**/o/demo')

    const sara = await Customer.query()
      .where('email', 'sara@example.com')
      .whereHas('website', (q) => q.where('username', 'demo'))
      .firstOrFail()
    const service = await Service.query()
      .whereHas('website', (q) => q.where('username', 'demo'))
      .where('slug', 'haircut-styling')
      .firstOrFail()
    await page.goto(`/o/demo/booking/cart?sid=${service.id}`)
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("الخيارات")').waitFor()
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-time').first().waitFor()
    // the last open day of the window: today's last time, once taken, would leave none and move the
    // wizard to the next day
    const lastDay = page.locator('.booking-day:not([disabled])').last()
    const date = (await lastDay.getAttribute('data-date'))!
    await lastDay.click()
    await page.locator(`.booking-day.chosen[data-date="${date}"]`).waitFor()
    const time = (await page.locator('.booking-time').first().getAttribute('data-time'))!
    await page.locator('.booking-time').first().click()
    await page.click('button:has-text("التالي")')
    await page.click('label:has-text("الدفع عند الوصول")')
    await page.click('button:has-text("التالي")')
    await page.locator('.booking-steps li.current:has-text("التأكيد")').waitFor()

    // another customer books that very time before this one confirms
    const cart = await ReservationCart.query()
      .where('customer_id', sara.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    const startAt = DateTime.fromISO(`${date}T${time}`, { zone: STORE_TIMEZONE }).toUTC()
    const other = await CustomerFactory.merge({
      websiteId: sara.websiteId,
      name: 'عميل آخر',
      email: 'other.booking@example.com',
    }).create()
    await BookingFactory.merge({
      websiteId: sara.websiteId,
      customerId: other.id,
      branchId: cart.branchId,
      startAt,
      endAt: startAt.plus({ minutes: 60 }),
      durationMinutes: 60,
      ...splitVat(15000),
    }).create()

    await page.click('button:has-text("تأكيد الحجز")')
    await page.locator('.booking-steps li.current:has-text("الموعد")').waitFor()
    assert.equal(
      (await page.locator('.booking-error').textContent())?.trim(),
      'الموعد المختار لم يعد متاحا، اختر موعدا آخر'
    )
    assert.equal(await page.locator(`.booking-day.chosen`).getAttribute('data-date'), date)
    assert.equal(await page.locator(`.booking-time[data-time="${time}"]`).count(), 0)
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.screenshot(shot('slot-taken'))
    assert.lengthOf(await Booking.query().where('customer_id', sara.id), 0)
  })
})
