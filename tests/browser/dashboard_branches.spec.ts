/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Branch from '#models/branch'
import Website from '#models/website'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/branches-${name}.png`, fullPage: true })

test.group('Browser: dashboard branches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test("demo's merchant edits a branch's hours on a phone and sees the toast", async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/branches')
    await page.waitForLoadState('networkidle')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    assert.equal(await page.textContent('main h1'), 'الفروع وأوقات العمل')
    assert.include(await page.textContent('main'), 'فرع العليا')
    assert.include(await page.textContent('main'), 'الاثنين - الجمعة: 10:00 - 22:00')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('index-390'))

    await page.locator('a', { hasText: 'تعديل' }).first().click()
    await page.waitForURL('**/branches/*/edit')
    assert.equal(await page.textContent('main h1'), 'تعديل الفرع')
    assert.equal(await page.locator('.week-list > li').count(), 7)

    // open Saturday, set Monday's hours, copy them to every open day
    await page.check('input[name="hours.6.open"]')
    await page.fill('input[name="hours.1.from"]', '08:30')
    await page.fill('input[name="hours.1.to"]', '20:00')
    await page.click('button:has-text("نسخ أوقات الاثنين")')
    assert.equal(await page.inputValue('input[name="hours.6.to"]'), '20:00')
    // close Wednesday
    await page.uncheck('input[name="hours.3.open"]')
    await page.fill('#seats', '2')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('edit-390'))

    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/branches')
    const toast = page.locator('.toast', { hasText: 'تم حفظ الفرع وأوقات العمل' })
    await toast.waitFor()
    assert.isTrue(await toast.isVisible())
    assert.include(await page.textContent('main'), 'الاثنين - الثلاثاء: 08:30 - 20:00')

    const demo = await Website.findByOrFail('username', 'demo')
    const branch = await Branch.query()
      .where('website_id', demo.id)
      .where('name', 'فرع العليا')
      .firstOrFail()
    assert.equal(branch.seats, 2)
    assert.deepEqual(branch.workingHours.sat, { open: '08:30', close: '20:00' })
    assert.deepEqual(branch.workingHours.mon, { open: '08:30', close: '20:00' })
    assert.isNull(branch.workingHours.wed)
    assert.isNull(branch.workingHours.sun)

    // a wrong week stays on the form with the message under its day
    await page.locator('a', { hasText: 'تعديل' }).first().click()
    await page.waitForURL('**/branches/*/edit')
    await page.fill('input[name="hours.1.from"]', '21:00')
    await page.click('button[type="submit"]')
    await page.locator('#week-1-error').waitFor()
    assert.equal(await page.textContent('#week-1-error'), 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.')

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/dashboard/demo/branches')
    await page.waitForLoadState('networkidle')
    await page.screenshot(shot('index-1280'))
  })

  test("nakheel's merchant on the free plan is shown the plans link for a second branch", async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'nakheel@safhati.sa')
    await page.goto('/dashboard/nakheel/branches/create')
    await page.waitForLoadState('networkidle')
    await page.fill('#name', 'فرع عنيزة')
    await page.click('button[type="submit"]')
    const notice = page.locator('.dash-plan-notice')
    await notice.waitFor()
    assert.include(await notice.textContent(), 'بلغت حد باقتك في «عدد الفروع» (1)')
    assert.equal(await notice.locator('a').getAttribute('href'), '/plans')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('plan-limit-390'))
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    assert.lengthOf(await Branch.query().where('website_id', nakheel.id), 1)
  })
})
