/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import { clearUploads, png } from '../functional/dashboard/website_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/dashboard-${name}.png`, fullPage: true })

async function overflow(page: any): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

test.group('Browser: the website settings and design', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => clearUploads((await Website.findByOrFail('username', 'demo')).id))

  test("demo's merchant changes the header colour and the logo and sees both on /o/demo", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')

    // the navigation links the two sections now
    await page.locator('.dash-menu-button').click()
    await page.locator('#dash-nav a', { hasText: 'التصميم' }).click()
    await page.waitForURL('**/dashboard/demo/design')
    await page.waitForLoadState('networkidle')
    assert.equal(await page.textContent('main h1'), 'التصميم')

    // on a phone the preview comes first, above the fields
    const previewBox = await page.locator('.design-preview').boundingBox()
    const palettesBox = await page.locator('.design-palettes').boundingBox()
    assert.isBelow(previewBox!.y, palettesBox!.y)

    // the preview follows the form as it is typed (each colour is folded under «تخصيص كل لون»)
    await page.locator('.design-advanced summary').click()
    await page.fill('#header-color', '#8a1538')
    const previewHeader = page.locator('.design-preview-header')
    assert.equal(
      await previewHeader.evaluate((el: Element) => getComputedStyle(el).backgroundColor),
      'rgb(138, 21, 56)'
    )
    // grey-brown text on maroon does not read: the page says so, and the preview shows white instead
    await page.locator('.design-warnings', { hasText: 'نص رأس الصفحة' }).waitFor()
    assert.equal(
      await previewHeader.evaluate((el: Element) => getComputedStyle(el).color),
      'rgb(255, 255, 255)'
    )
    // a bad colour is answered in Arabic and nothing is saved
    await page.fill('#footer-color', 'blue')
    await page.click('button[type="submit"]')
    await page.locator('#footer-color-error').waitFor()
    assert.equal(
      await page.textContent('#footer-color-error'),
      'أدخل لونا صحيحا مثل \u2066#328E6E\u2069'
    )
    await page.fill('#footer-color', '#1f2a2e')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('design-390'))
    await page.click('button[type="submit"]')
    await page.locator('.toast, [role="status"]', { hasText: 'تم حفظ التصميم' }).first().waitFor()

    // the logo, on the settings page
    await page.goto(page.url().replace('/design', '/settings'))
    await page.waitForLoadState('networkidle')
    assert.equal(await page.textContent('main h1'), 'الإعدادات')
    await page.setInputFiles('#logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(400, 400, '#8a1538'),
    })
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('settings-390'))
    await page.click('button[type="submit"]')
    await page.locator('.toast, [role="status"]', { hasText: 'تم حفظ الإعدادات' }).first().waitFor()
    const logo = (await Website.findByOrFail('username', 'demo')).logo!
    assert.match(logo, /-400x400\.png$/)

    // both on the storefront
    await page.goto(page.url().replace(/\/dashboard\/demo\/settings.*/, '/o/demo'))
    await page.waitForLoadState('networkidle')
    assert.equal(
      await page
        .locator('.store-header')
        .evaluate((el: Element) => getComputedStyle(el).backgroundColor),
      'rgb(138, 21, 56)'
    )
    const img = page.locator('.store-header .store-brand img')
    assert.equal(await img.getAttribute('src'), logo)
    assert.include(await img.getAttribute('srcset'), logo.replace('.png', '-sm.webp'))
    assert.isAbove(await img.evaluate((el: HTMLImageElement) => el.naturalWidth), 0)
    // the header's text and the cart's total read on the maroon header; the logo is 32 px high at least
    assert.equal(
      await page
        .locator('.store-header .store-brand')
        .evaluate((el: Element) => getComputedStyle(el).color),
      'rgb(255, 255, 255)'
    )
    assert.equal(
      await page
        .locator('.store-header .cart-link')
        .evaluate((el: Element) => getComputedStyle(el).color),
      'rgb(255, 255, 255)'
    )
    assert.isAtLeast((await img.boundingBox())!.height, 32)
    await page.screenshot(shot('store-after-design-390'))
  })

  test('a ready palette in one tap, or every colour from the brand colour', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')
    await page.goto(page.url().replace(/\/dashboard\/demo.*/, '/dashboard/demo/design'))
    await page.waitForLoadState('networkidle')

    await page.locator('.design-palette', { hasText: 'عنابي' }).click()
    assert.equal(
      await page.locator('.design-palette', { hasText: 'عنابي' }).getAttribute('aria-checked'),
      'true'
    )
    assert.equal(
      await page
        .locator('.design-preview-header')
        .evaluate((el: Element) => getComputedStyle(el).backgroundColor),
      'rgb(122, 31, 61)'
    )
    assert.equal(await page.locator('.design-warnings').count(), 0)
    await page.screenshot(shot('design-palette-390'))

    // one brand colour, the rest derived from it: a deep footer of the same hue, readable text
    await page.fill('#primary_color', '#0f766e')
    await page.locator('button', { hasText: 'اشتق باقي الألوان منه' }).click()
    assert.equal(await page.locator('.design-palette.is-chosen').count(), 0)
    await page.click('button[type="submit"]')
    await page.locator('.toast, [role="status"]', { hasText: 'تم حفظ التصميم' }).first().waitFor()
    const design = (await Website.findByOrFail('username', 'demo')).design
    assert.equal(design.primaryColor, '#0f766e')
    assert.equal(design.header.hoverColor, '#0f766e')
    assert.notEqual(design.footer.color, '#1f2a2e')
    assert.equal(design.footer.textColor, '#ffffff')
  })
})
