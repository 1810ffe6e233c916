/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Order from '#models/order'
import Product from '#models/product'
import Customer from '#models/customer'
import Website from '#models/website'
import { overflow, signIn } from './dashboard_helpers.js'
import { checkOutWithNewAddress, chooseFirstBranch, signUp } from './store_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/product-options-${name}-390.png`,
  fullPage: true,
})

/**
 * Options with their own price on a phone (390x844): the merchant gives a cake two sizes (prices typed
 * in Arabic-Indic digits), the shopper must choose one, the price follows the choice, both sizes go to
 * the cart as two lines, and the order and its invoice name each size with its price.
 */
test.group('Browser: product options', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the merchant adds two sizes; the shopper orders both and sees them on the order and invoice', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/products/create')
    await page.fill('#name', 'كعكة الشوكولاتة')
    await page.fill('#price', '99')
    const add = page.locator('button', { hasText: 'إضافة خيار' })
    await add.click()
    await add.click()
    await page.fill('input[aria-label="الخيار 1"]', 'كبير ١٦ قطعة')
    await page.fill('input[aria-label="سعر الخيار 1 بالريال"]', '٢١٠')
    await page.fill('input[aria-label="الخيار 2"]', 'صغير ٨ قطع')
    // a price that is not one: the Arabic message, nothing stored
    await page.fill('input[aria-label="سعر الخيار 2 بالريال"]', 'مئة')
    await page.click('button[type="submit"]')
    await page.getByText('أدخل سعر الخيار بالريال، مثل 120').waitFor()
    await page.fill('input[aria-label="سعر الخيار 2 بالريال"]', '١٢٠')
    // the small one first
    await page.click('button[aria-label="تقديم صغير ٨ قطع"]')
    assert.equal(await page.inputValue('input[aria-label="الخيار 1"]'), 'صغير ٨ قطع')
    for (const control of await page.locator('.cat-options button, .cat-options input').all()) {
      const box = await control.boundingBox()
      assert.isAtLeast(Math.round(box!.height), 44, 'a 44 px touch target')
    }
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('form'))
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/products')
    await page.locator('.cat-item', { hasText: 'كعكة الشوكولاتة' }).getByText('من').waitFor()

    const demo = await Website.findByOrFail('username', 'demo')
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('name', 'كعكة الشوكولاتة')
      .preload('options')
      .firstOrFail()
    assert.equal(product.price, 12000)
    assert.deepEqual(
      product.options.map((option) => [option.name, option.price]),
      [
        ['صغير ٨ قطع', 12000],
        ['كبير ١٦ قطعة', 21000],
      ]
    )

    // the shopper
    await page.context().clearCookies()
    await page.goto('/o/demo/signup')
    await chooseFirstBranch(page)
    await signUp(page, 'سارة القحطاني', 'sara.options@example.com')
    await page.goto(`/o/demo/products/${product.id}`)
    await chooseFirstBranch(page)
    const price = page.locator('.product-detail-info .store-price')
    assert.include(await price.textContent(), 'من')
    // no choice yet: the message under the chooser
    await page.click('.add-to-cart button[type="submit"]')
    await page
      .locator('.product-options .error', {
        hasText: 'اختر أحد خيارات «كعكة الشوكولاتة» قبل إضافته إلى السلة.',
      })
      .waitFor()
    const chooser = page.getByRole('group', { name: 'اختر الخيار' })
    await chooser.getByRole('radio', { name: /صغير ٨ قطع/ }).check()
    assert.notInclude(await price.textContent(), 'من')
    assert.include(await price.textContent(), '120')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: '/tmp/opts-product.png', fullPage: false })
    await page.screenshot(shot('product'))
    await page.click('.add-to-cart button[type="submit"]')
    await page.locator('.cart-banner').waitFor()
    await chooser.getByRole('radio', { name: /كبير ١٦ قطعة/ }).check()
    assert.include(await price.textContent(), '210')
    await page.locator('.cart-banner').waitFor({ state: 'detached', timeout: 5000 })
    await page.click('.add-to-cart button[type="submit"]')
    await page.locator('.cart-banner').waitFor()

    await page.goto('/o/demo/cart')
    const lines = page.locator('.cart-product')
    assert.equal(await lines.count(), 2)
    assert.include(await lines.nth(0).textContent(), 'صغير ٨ قطع')
    assert.include(await lines.nth(1).textContent(), 'كبير ١٦ قطعة')
    await page.screenshot(shot('cart'))
    await checkOutWithNewAddress(page)

    const customer = await Customer.findByOrFail('email', 'sara.options@example.com')
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('items', (items) => items.orderBy('id'))
      .firstOrFail()
    assert.deepEqual(
      order.items.map((item) => [item.optionName, item.unitPrice]),
      [
        ['صغير ٨ قطع', 12000],
        ['كبير ١٦ قطعة', 21000],
      ]
    )
    assert.equal(order.total, 33000)

    await page.goto(`/o/demo/orders/${order.id}`)
    const items = page.locator('.order-items')
    await items.waitFor()
    assert.include(await items.textContent(), 'كعكة الشوكولاتة - صغير ٨ قطع')
    assert.include(await items.textContent(), 'كعكة الشوكولاتة - كبير ١٦ قطعة')
    await page.screenshot(shot('order'))
    await page.goto(`/o/demo/orders/${order.id}/invoice`)
    const invoice = (await page.locator('main, body').first().textContent()) ?? ''
    assert.include(invoice, 'كعكة الشوكولاتة - صغير ٨ قطع')
    assert.include(invoice, 'كعكة الشوكولاتة - كبير ١٦ قطعة')
    assert.include(invoice, '210')
    await page.screenshot(shot('invoice'))
  })
})
