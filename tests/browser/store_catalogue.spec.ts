/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'

test.group('Browser: storefront on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens /o/demo, chooses a branch, searches, opens a product and sees add-to-cart', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.home.show', { username: 'demo' }))
    // the server-rendered page answers clicks once React has hydrated it
    await page.waitForLoadState('networkidle')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.assertTitleContains('صفحتي')

    // first visit: the branch chooser asks for a branch; the choice shows in the navbar
    const dialog = page.getByRole('dialog', { name: 'اختر الفرع' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: /فرع النرجس/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('.store-topbar .branch-picker', { hasText: 'فرع النرجس' }).waitFor()

    // the mobile search toggle opens the search box; a plain GET form to /products?q=
    await page.getByRole('button', { name: 'البحث' }).click()
    const search = page.locator('#mobile-search')
    await search.fill('اطراف')
    await search.press('Enter')
    await page.waitForURL(/\/o\/demo\/products\?q=/)
    await page.waitForLoadState('networkidle')
    await page.getByRole('heading', { level: 1, name: /نتائج البحث عن/ }).waitFor()
    const results = await page.locator('.product-grid .product-card-title').allTextContents()
    assert.deepEqual(results, ['سيروم أطراف الشعر'], 'alef forms are folded: اطراف finds أطراف')
    await page.screenshot({ path: 'tmp/screenshots/store-flow-search-390.png' })

    // open the product: image, name, price, sku, quantity and the add-to-cart button
    await page.locator('.product-grid .product-card-title a').first().click()
    await page.waitForURL(/\/o\/demo\/products\/\d+$/)
    await page.waitForLoadState('networkidle')
    await page.getByRole('heading', { level: 1, name: 'سيروم أطراف الشعر' }).waitFor()
    const addToCart = page.getByRole('button', { name: 'أضف إلى السلة' }).first()
    await addToCart.waitFor()
    assert.isTrue(await addToCart.isVisible())
    assert.include(await page.locator('.product-sku').textContent(), 'رمز المنتج')
    await page.getByRole('button', { name: 'زيادة الكمية' }).click()
    assert.equal(await page.locator('.store-quantity select').inputValue(), '2')

    // add two to the cart: the navbar shows the count and the total (2 x 48.00)
    assert.equal(await page.locator('.store-header .cart-count').count(), 0)
    await addToCart.click()
    await page.locator('.store-header .cart-count', { hasText: '2' }).waitFor()
    assert.include(await page.locator('.store-header .cart-total').textContent(), '96.00')

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
    await page.screenshot({ path: 'tmp/screenshots/store-flow-product-390.png', fullPage: true })
  })

  test('a first visit answered from the page cache, with no cookie, chooses a branch and adds to the cart', async ({
    browserContext,
    assert,
    route,
  }) => {
    const url = route('store.products.show_by_slug', { username: 'demo', slug: 'vitamin-c-serum' })
    // an earlier visitor's rendering of the page is kept
    await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${url}`)
    const page = await browserContext.newPage()
    const response = await page.goto(url)
    assert.equal(response?.headers()['x-page-cache'], 'hit')
    assert.deepEqual(await browserContext.cookies(), [])
    await page.waitForLoadState('networkidle')

    // the branch choice is the browser's first form: it fetches its CSRF cookie first
    const dialog = page.getByRole('dialog', { name: 'اختر الفرع' })
    await dialog.getByRole('button', { name: /فرع النرجس/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('.store-topbar .branch-picker', { hasText: 'فرع النرجس' }).waitFor()
    await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click()
    await page.locator('.store-header .cart-count', { hasText: '1' }).waitFor()
    const names = (await browserContext.cookies()).map((cookie) => cookie.name)
    assert.include(names, 'XSRF-TOKEN')
  })

  test('the mobile menu opens, lists the links and closes on navigation', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.home.show', { username: 'nakheel' }))
    await page.waitForLoadState('networkidle')
    const dialog = page.getByRole('dialog', { name: 'اختر الفرع' })
    await dialog.getByRole('button', { name: 'إغلاق' }).click()

    await page.getByRole('button', { name: 'القائمة' }).click()
    const menu = page.getByRole('complementary', { name: 'قائمة المتجر' })
    await menu.waitFor()
    const links = await menu.locator('.store-drawer-links a').allTextContents()
    assert.includeMembers(links, ['الرئيسية', 'المنتجات', 'الأقسام'])
    assert.notInclude(links, 'المدونة', 'no blog without content support')
    await menu.getByRole('link', { name: 'القهوة والحلويات' }).click()
    await page.waitForURL(/\/o\/nakheel\/categories\/coffee-sweets$/)
    await page.getByRole('heading', { level: 1, name: 'القهوة والحلويات' }).waitFor()
    assert.isFalse(await menu.isVisible())

    // the scrolled look after 100px
    await page.mouse.wheel(0, 600)
    await page.locator('.store-header.scrolled').waitFor()
  })
})
