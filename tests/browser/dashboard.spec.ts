/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'

const shot = (name: string) => ({ path: `tmp/screenshots/dashboard-${name}.png`, fullPage: true })

/** Nothing wider than the window. */
async function overflow(page: any): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

const focusedClass = (page: any) => page.evaluate(() => document.activeElement?.className ?? '')

test.group('Browser: the merchant dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test("demo's merchant signs in, sees the overview and uses the drawer on a phone", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    // /dashboard opens the only website's overview
    await page.waitForURL('**/dashboard/demo')
    await page.waitForLoadState('networkidle')

    assert.equal(await page.textContent('main h1'), 'مركز لمسة جمال')
    assert.include(await page.textContent('main'), 'طلبات قيد المراجعة')
    assert.isAtMost(await overflow(page), 0)
    // the drawer is closed: its links are neither seen nor reachable
    assert.isFalse(await page.locator('#dash-nav').isVisible())
    await page.screenshot(shot('overview-390'))

    const menu = page.locator('.dash-menu-button')
    assert.equal(await menu.getAttribute('aria-expanded'), 'false')
    await menu.click()
    assert.equal(await menu.getAttribute('aria-expanded'), 'true')
    assert.isTrue(await page.locator('#dash-nav').isVisible())
    // focus moves into the drawer, and Tab stays inside it
    assert.include(await focusedClass(page), 'dash-close')
    await page.keyboard.press('Shift+Tab')
    assert.include(await focusedClass(page), 'dash-logout')
    await page.keyboard.press('Tab')
    assert.include(await focusedClass(page), 'dash-close')

    const live = page.locator('#dash-nav .dash-live a').first()
    assert.equal(await live.getAttribute('href'), '/o/demo')
    assert.equal(await live.getAttribute('target'), '_blank')
    assert.equal(
      await page.locator('#dash-nav .dash-live a').nth(1).getAttribute('href'),
      '/c/demo'
    )
    assert.equal(
      await page.locator('#dash-nav a[aria-current="page"]').getAttribute('href'),
      '/dashboard/demo'
    )
    // every area of the dashboard is linked from the drawer
    for (const [label, href] of [
      ['الطلبات', '/dashboard/demo/orders'],
      ['الحجوزات', '/dashboard/demo/bookings'],
      ['المنتجات', '/dashboard/demo/products'],
      ['الخدمات', '/dashboard/demo/services'],
      ['الفروع وأوقات العمل', '/dashboard/demo/branches'],
      ['الصفحات', '/dashboard/demo/pages'],
    ]) {
      assert.equal(
        await page.locator('#dash-nav a', { hasText: label }).first().getAttribute('href'),
        href
      )
    }
    await page.waitForTimeout(300)
    await page.screenshot({ path: 'tmp/screenshots/dashboard-drawer-390.png' })

    // Escape closes and gives focus back to the menu button
    await page.keyboard.press('Escape')
    assert.equal(await menu.getAttribute('aria-expanded'), 'false')
    assert.include(await focusedClass(page), 'dash-menu-button')
    await page.waitForTimeout(300)
    assert.isFalse(await page.locator('#dash-nav').isVisible())

    // a desktop: the navigation stands beside the page, no menu button
    await page.setViewportSize({ width: 1280, height: 900 })
    assert.isTrue(await page.locator('#dash-nav').isVisible())
    assert.isFalse(await menu.isVisible())
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('overview-1280'))

    // logout is a POST with the CSRF token: back to the marketing home, signed out
    await page.click('.dash-logout')
    await page.waitForURL((url: URL) => url.pathname === '/')
    const again = await visit('/dashboard/demo')
    await again.waitForURL('**/login')
  })
})
