/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { VisitFactory } from '#database/factories/visit_factory'

const shot = (name: string) => ({ path: `tmp/screenshots/dashboard-${name}.png`, fullPage: true })

/** Nothing wider than the window. */
async function overflow(page: any): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

test.group('Browser: the overview, the inbox and the account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test("demo's merchant sees the visits chart and opens a message on a phone", async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const now = DateTime.utc()
    for (const [daysAgo, times] of [
      [0, 4],
      [1, 7],
      [2, 2],
      [5, 9],
      [12, 3],
    ]) {
      await VisitFactory.merge({
        websiteId: demo.id,
        createdAt: now.minus({ days: daysAgo }),
      }).createMany(times)
    }
    const message = await ContactMessageFactory.merge({
      websiteId: demo.id,
      name: 'هند السبيعي',
      message: 'أرغب بحجز جلسة عناية بالبشرة يوم الخميس بعد العصر، هل يتوفر موعد؟',
    }).create()

    const page = await visit('/login')
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')
    await page.waitForLoadState('networkidle')

    // the chart: an image with its title, 30 bars, today's value readable
    const chart = page.locator('.bar-chart-svg')
    assert.isTrue(await chart.isVisible())
    assert.equal(await chart.getAttribute('role'), 'img')
    assert.equal(await page.locator('.bar-chart-svg rect').count(), 30)
    assert.include(await page.textContent('.bar-chart-svg title'), 'زيارات المتجر في آخر 30 يوما')
    await page.screenshot(shot('home-overview-390'))
    await page
      .locator('.dash-visits')
      .screenshot({ path: 'tmp/screenshots/dashboard-home-chart-390.png' })
    await page.click('.bar-chart-figures summary')
    assert.include(await page.textContent('.bar-chart-figures table'), '9')
    assert.include(await page.textContent('main'), 'آخر 30 يوما: 25 زيارة')
    assert.isAtMost(await overflow(page), 0)

    // the inbox through the drawer, with its unread badge
    await page.click('.dash-menu-button')
    const inbox = page.locator('#dash-nav a', { hasText: 'الرسائل' })
    assert.include(await inbox.textContent(), '1')
    await inbox.click()
    await page.waitForURL('**/dashboard/demo/messages')
    assert.equal(await page.textContent('main h1'), 'الرسائل')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('home-messages-390'))

    await page.click(`a[href$="/messages/${message.id}"]`)
    await page.waitForURL(`**/dashboard/demo/messages/${message.id}`)
    assert.include(await page.textContent('main h1'), 'هند السبيعي')
    assert.include(await page.textContent('.dash-message-text'), 'يوم الخميس بعد العصر')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('home-message-390'))
    // opened: read, and the badge is gone
    await message.refresh()
    assert.isNotNull(message.readAt)
    assert.equal(await page.locator('#dash-nav .dash-badge').count(), 0)

    // delete it through the confirmation dialog
    await page.click('main button.btn-danger')
    const dialog = page.locator('dialog.ui-dialog')
    assert.isTrue(await dialog.isVisible())
    await dialog.locator('button', { hasText: 'حذف' }).click()
    await page.waitForURL('**/dashboard/demo/messages')
    await page.waitForSelector('text=تم حذف الرسالة.')
    assert.include(await page.textContent('main'), 'لا توجد رسائل بعد')
  })

  test('the account page on a phone and on a desktop', async ({ visit, assert }) => {
    const page = await visit('/login')
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')
    await page.goto(page.url().replace(/\/dashboard\/demo$/, '/dashboard/account'))
    await page.waitForLoadState('networkidle')
    assert.equal(await page.textContent('main h1'), 'حسابي')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('home-account-390'))

    await page.fill('#name', 'نورة بنت محمد')
    await page.click('button:has-text("حفظ الاسم")')
    await page.waitForSelector('text=تم حفظ الاسم.')

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot(shot('home-account-1280'))
    await page.goto(page.url().replace(/\/dashboard\/account$/, '/dashboard/demo'))
    await page.waitForLoadState('networkidle')
    await page.screenshot(shot('home-overview-1280'))
  })
})
