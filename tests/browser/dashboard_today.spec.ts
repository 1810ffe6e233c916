/// <reference lib="dom" />
// The phone app at 390 px: today's board, a booking confirmed in one tap, a new order arriving live, offline.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import router from '@adonisjs/core/services/router'
import Booking from '#models/booking'
import Website from '#models/website'
import { CustomerFactory } from '#database/factories/customer_factory'
import { purchasePlaced } from '#services/dashboard/purchase_desk'
import { orderOf } from '#tests/functional/dashboard/purchase_helpers'
import { bookingToday } from '#tests/functional/dashboard/today_helpers'
import { overflow, signIn } from '#tests/browser/dashboard_helpers'

const shot = (name: string) => ({ path: `tmp/screenshots/today-${name}-390.png`, fullPage: true })

test.group('Browser: the phone app of a branch', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('confirms a booking in one tap and sees a new order arrive live, at 390 px', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const hind = await CustomerFactory.merge({
      websiteId: demo.id,
      name: 'هند السبيعي',
      phone: '0561234567',
    }).create()
    const booking = await bookingToday(demo, hind, { hour: 11, minute: 30, minutes: 45 })

    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/today')
    await page.locator('main h1:has-text("اليوم")').waitFor()
    // the live channel is open before anything happens
    await page.waitForResponse((r: any) => r.url().includes('/__transmit/subscribe'), {
      timeout: 10000,
    })
    const hour = page.locator('.today-hour', { hasText: '11:00 ص' })
    const card = hour.locator('.today-card', { hasText: `حجز رقم ${booking.number}` })
    assert.include(await card.textContent(), 'هند السبيعي')
    assert.include(await card.textContent(), '11:30 ص')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('start'))

    // one tap
    await card.locator('button:has-text("تأكيد")').click()
    await page.locator('.toast', { hasText: `تم تأكيد الحجز رقم ${booking.number}.` }).waitFor()
    await card.locator('.ui-badge', { hasText: 'مكتمل' }).waitFor()
    assert.equal(await card.locator('button:has-text("تأكيد")').count(), 0)
    assert.equal((await Booking.findOrFail(booking.id)).status, 'success')

    // a customer orders: the board shows it without a reload
    const order = await orderOf(demo, hind, { hoursAgo: 0 })
    await purchasePlaced(demo.id, 'order', order.id)
    await page
      .locator('.toast', { hasText: `طلب جديد رقم ${order.number} من هند السبيعي` })
      .waitFor({ timeout: 10000 })
    const orderCard = page.locator('section[aria-labelledby="today-orders"] .today-card', {
      hasText: `طلب رقم ${order.number}`,
    })
    await orderCard.waitFor({ timeout: 10000 })
    // an order's one tap moves it one fulfilment step: the button names the next step
    assert.include(await orderCard.locator('.today-step').textContent(), 'بانتظار التأكيد')
    assert.equal(await orderCard.locator('button:has-text("تم التسليم")').count(), 0)
    await orderCard.locator('button:has-text("تأكيد الطلب")').click()
    await page.locator('.toast', { hasText: `طلب رقم ${order.number}: تم التأكيد.` }).waitFor()
    await orderCard.locator('.today-step', { hasText: 'تم التأكيد' }).waitFor()
    await orderCard.locator('button:has-text("بدء التجهيز")').waitFor()
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('board'))
    await page.screenshot({ path: '/tmp/deliv-today.png', fullPage: true })

    // installable: the worker (registered by built pages; here by hand, as they do) controls the
    // dashboard; without a network a dashboard page is the Arabic offline page
    const worker = router.makeUrl('dashboard.today.worker')
    const scope = await page.evaluate(async (url: string) => {
      await navigator.serviceWorker.register(url, { scope: '/dashboard' })
      const registration = await navigator.serviceWorker.ready
      return new URL(registration.scope).pathname
    }, worker)
    assert.equal(scope, '/dashboard')
    await page.reload()
    await page.locator('main h1:has-text("اليوم")').waitFor()
    await page.context().setOffline(true)
    await page.goto('/dashboard/demo/orders').catch(() => {})
    await page.locator('h1:has-text("لا يوجد اتصال بالإنترنت")').waitFor({ timeout: 10000 })
    assert.notInclude(await page.textContent('body'), 'هند السبيعي')
    await page.screenshot(shot('offline'))
    await page.context().setOffline(false)
  })
})
