/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import Product from '#models/product'
import Website from '#models/website'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/catalogue-${name}-390.png`,
  fullPage: true,
})

test.group('Browser: dashboard catalogue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    const demo = await Website.findByOrFail('username', 'demo')
    await drive.use().deleteAll(`${demo.id}`)
  })

  test("demo's merchant adds a product with an image on a phone; a customer finds it on /o/demo and adds it to the cart", async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/products')
    await page.waitForLoadState('networkidle')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    assert.equal(await page.textContent('main h1'), 'المنتجات')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('products'))

    await page.locator('a', { hasText: 'إضافة منتج' }).first().click()
    await page.waitForURL('**/products/create')
    // a price that is not above: the Arabic message under the field, nothing stored
    await page.fill('#name', 'عطر العود الملكي')
    await page.fill('#price', '180')
    await page.fill('#old_price', '150')
    await page.click('button[type="submit"]')
    await page
      .locator('#old_price-error', { hasText: 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.' })
      .waitFor()

    await page.fill('#old_price', '220')
    await page.selectOption('#store_category_id', { index: 1 })
    const image = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#7a4b2a' },
    })
      .png()
      .toBuffer()
    await page.setInputFiles('#image', { name: 'oud.png', mimeType: 'image/png', buffer: image })
    await page.locator('.ui-image-preview').waitFor()
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('product-form'))
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/products')
    await page.locator('.toast', { hasText: 'تمت إضافة المنتج' }).waitFor()

    const demo = await Website.findByOrFail('username', 'demo')
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('name', 'عطر العود الملكي')
      .firstOrFail()
    assert.equal(product.slug, 'عطر-العود-الملكي')
    assert.equal(product.price, 18000)
    assert.equal(product.oldPrice, 22000)
    assert.match(product.image ?? '', /-640x640\.png$/)

    // the merchant's own search finds it the storefront's way (ه for ة is not needed here: أ -> ا)
    await page.fill('#q', 'عطر العود')
    await page.click('.cat-search button[type="submit"]')
    await page.waitForURL('**/products?q=*')
    await page.locator('.cat-item', { hasText: 'عطر العود الملكي' }).waitFor()
    assert.equal(await page.locator('.cat-item').count(), 1)
    await page.screenshot(shot('products-search'))

    // a customer on /o/demo
    const shop = await visit('/o/demo/products?q=' + encodeURIComponent('عطر العود'))
    const closeBranchDialog = async () => {
      const dialog = shop.locator('.branch-dialog')
      if (await dialog.count()) {
        await dialog.locator('.branch-option').first().click()
        await dialog.waitFor({ state: 'detached' })
      }
    }
    await closeBranchDialog()
    const card = shop.locator('.product-card', { hasText: 'عطر العود الملكي' })
    await card.waitFor()
    assert.match((await card.locator('img').first().getAttribute('src')) ?? '', /-640x640\.png$/)
    await card.locator('.add-to-cart button[type="submit"]').click()
    await shop.locator('.cart-banner').waitFor()
    await shop.screenshot(shot('storefront'))
    await shop.goto('/o/demo/cart')
    await closeBranchDialog()
    assert.include(await shop.textContent('main'), 'عطر العود الملكي')
    await shop.screenshot(shot('cart'))
  })

  test('the services list and the service form with its options fit the phone', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/services')
    await page.waitForLoadState('networkidle')
    assert.equal(await page.textContent('main h1'), 'الخدمات')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('services'))

    await page.locator('a', { hasText: 'إضافة خدمة' }).first().click()
    await page.waitForURL('**/services/create')
    await page.fill('#name', 'سشوار ويفي')
    await page.fill('#price', '90')
    await page.fill('#duration', '40')
    await page.click('button:has-text("إضافة خيار")')
    await page.fill('input[aria-label="الخيار 1"]', 'ريم')
    await page.click('button:has-text("إضافة خيار")')
    await page.fill('input[aria-label="الخيار 2"]', 'لمى')
    // move لمى first
    await page.click('button[aria-label="تقديم لمى"]')
    assert.equal(await page.inputValue('input[aria-label="الخيار 1"]'), 'لمى')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('service-form'))
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/services')
    await page.locator('.toast', { hasText: 'تمت إضافة الخدمة' }).waitFor()
    await page.locator('.cat-item', { hasText: 'سشوار ويفي' }).waitFor()

    await page.goto('/dashboard/demo/store-categories')
    assert.equal(await page.textContent('main h1'), 'تصنيفات المنتجات')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('store-categories'))
  })
})
