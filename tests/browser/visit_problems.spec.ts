/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Product from '#models/product'
import { signIn } from './dashboard_helpers.js'

/** Opens the orders list through the phone's menu (the drawer's link), as a merchant taps it. */
async function tapOrders(page: any) {
  const link = page.locator('#dash-nav a[href="/dashboard/demo/orders"]')
  // the drawer stays open when the visit it started met no page
  if (!(await link.isVisible())) await page.click('.dash-menu-button')
  await link.click()
}

const shot = (name: string) => ({
  path: `tmp/screenshots/problems-${name}-390.png`,
  fullPage: false,
})

/** Issue 36 item 7: what a person sees when a visit meets no page, and when a form is refused. */
test.group('Browser: errors a person can read', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an outage answer (503, not a page) shows an Arabic notice whose «حاول مرة أخرى» sends the visit again', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo')
    await page.waitForLoadState('networkidle')
    // what a proxy answers while the app restarts: plain HTML, no Inertia header
    await page.route('**/dashboard/demo/orders', (route: any) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>503 Service Unavailable</h1>',
      })
    )
    await tapOrders(page)
    const notice = page.locator('.visit-problem')
    await notice.locator('text=الخدمة غير متاحة مؤقتا').waitFor()
    assert.equal(await page.locator('iframe').count(), 0, "Inertia's developer box is not shown")
    assert.notInclude(await page.textContent('body'), 'Service Unavailable')
    await page.screenshot(shot('outage'))

    await page.unroute('**/dashboard/demo/orders')
    await notice.locator('button', { hasText: 'حاول مرة أخرى' }).click()
    await page.waitForURL('**/dashboard/demo/orders')
    await page.locator('main h1', { hasText: 'الطلبات' }).waitFor()
    assert.equal(await notice.count(), 0)
  })

  test("a slow visit's progress bar is hidden from assistive technology (its roles are not ARIA's)", async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo')
    await page.waitForLoadState('networkidle')
    await page.route('**/dashboard/demo/orders', async (route: any) => {
      await new Promise((done) => setTimeout(done, 1500))
      await route.continue()
    })
    await tapOrders(page)
    // shown after 250 ms, while the answer is held
    const bar = page.locator('#nprogress')
    await bar.waitFor({ state: 'attached' })
    assert.equal(await bar.getAttribute('aria-hidden'), 'true')
    await page.waitForURL('**/dashboard/demo/orders')
  })

  test('a server error and a lost connection each say so in Arabic; nothing English', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo')
    await page.waitForLoadState('networkidle')

    await page.route('**/dashboard/demo/orders', (route: any) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
    )
    await tapOrders(page)
    await page.locator('.visit-problem', { hasText: 'حدث خطأ غير متوقع' }).waitFor()
    assert.notInclude(await page.textContent('body'), 'boom')
    await page.locator('.visit-problem button', { hasText: 'إغلاق' }).click()
    assert.equal(await page.locator('.visit-problem').count(), 0)

    await page.unroute('**/dashboard/demo/orders')
    await page.route('**/dashboard/demo/orders', (route: any) =>
      route.abort('internetdisconnected')
    )
    await tapOrders(page)
    await page.locator('.visit-problem', { hasText: 'لا يوجد اتصال' }).waitFor()
    await page.locator('.visit-problem button', { hasText: 'حاول مرة أخرى' }).waitFor()
    assert.equal(await page.locator('iframe').count(), 0)
  })

  test('a refused form takes the merchant to its first error and lists every error; the list leads back to each field', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/products/create')
    await page.waitForLoadState('networkidle')
    await page.fill('#price', 'سعر')
    await page.click('button[type="submit"]')

    const summary = page.locator('.form-error-summary')
    await summary.waitFor()
    const fields = await page.$$eval('[aria-invalid="true"]', (controls: Element[]) =>
      controls.map((control: Element) => control.id)
    )
    assert.isAtLeast(fields.length, 2)
    assert.include(await summary.textContent(), `${fields.length} حقول تحتاج إلى تصحيح`)
    await page.waitForFunction((id: string) => document.activeElement?.id === id, fields[0])
    await page.screenshot(shot('form-summary'))

    // the summary's second item leads to its field
    await summary.locator('li button').nth(1).click()
    await page.waitForFunction((id: string) => document.activeElement?.id === id, fields[1])
    // a new visit clears it
    await page.goto('/dashboard/demo/products')
    assert.equal(await page.locator('.form-error-summary').count(), 0)
  })

  test('a long form keeps what was typed across a reload until it is saved or set aside', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/products/create')
    await page.waitForLoadState('networkidle')
    await page.fill('#name', 'كعكة التمر بالسمسم')
    await page.fill('#price', '35')
    await page.waitForTimeout(400)
    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(await page.inputValue('#name'), 'كعكة التمر بالسمسم')
    assert.equal(await page.inputValue('#price'), '35')
    await page.locator('.ui-draft-notice', { hasText: 'أعدنا ما كتبته' }).waitFor()
    await page.screenshot(shot('draft'))

    // set aside: the server's empty form again, and a reload keeps it empty
    await page.locator('.ui-draft-notice button', { hasText: 'تجاهل ما كتبته' }).click()
    assert.equal(await page.inputValue('#name'), '')
    await page.waitForTimeout(400)
    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(await page.inputValue('#name'), '')

    // typed again and saved: the draft is gone with the save
    await page.fill('#name', 'كعكة التمر بالسمسم')
    await page.fill('#price', '35')
    await page.selectOption('#store_category_id', { index: 1 })
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/products')
    assert.isNotNull(await Product.findBy('name', 'كعكة التمر بالسمسم'))
    await page.goto('/dashboard/demo/products/create')
    await page.waitForLoadState('networkidle')
    assert.equal(await page.inputValue('#name'), '')
    assert.equal(await page.locator('.ui-draft-notice').count(), 0)
  })
})
