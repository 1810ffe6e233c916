/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { ProductFactory } from '#database/factories/product_factory'

/**
 * Every storefront page on a phone (390x844): it renders, reads right to left, has nothing wider than
 * the screen, and its images have a size. A screenshot of each lands in tmp/screenshots/ for review.
 */
const PAGES = [
  ['home-demo', '/o/demo'],
  ['home-nakheel', '/o/nakheel'],
  ['products', '/o/demo/products'],
  ['search', '/o/demo/products?q=سيروم'],
  ['product', '/o/demo/product/vitamin-c-serum'],
  ['categories', '/o/demo/categories'],
  ['category', '/o/nakheel/categories/dates'],
  ['services', '/o/demo/services'],
  ['service', '/o/demo/service/full-hair-colour'],
  ['page', '/o/demo/p/faq'],
  ['blog-sections', '/o/demo/category'],
  ['blog-section', '/o/demo/category/skin-care'],
  ['blogs', '/o/demo/blogs'],
  ['post', '/o/demo/blogs/vitamin-c-serum'],
  ['product-missing', '/o/demo/products/999999'],
]

test.group('Browser: storefront pages on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const [name, url] of PAGES) {
    test(`${url} fits a 390px screen`, async ({ visit, assert }) => {
      const page = await visit(url)
      await page.assertTitleContains('صفحتي')
      // the branch chooser opens on a first visit of a website with branches; close it to see the page
      const close = page.locator('.branch-dialog button[aria-label="إغلاق"]')
      if (await close.count()) await close.click()
      await page.waitForLoadState('networkidle')

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      assert.isAtMost(overflow, 0, `${url} is wider than the phone`)
      const unsized = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main img'))
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src'))
      )
      assert.deepEqual(unsized, [], 'every image has a width and height')
      await page.screenshot({ path: `tmp/screenshots/store-${name}-390.png`, fullPage: true })
    })
  }

  test('a broken product image falls back to the placeholder', async ({ visit, assert, route }) => {
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const product = await ProductFactory.merge({
      websiteId: nakheel.id,
      name: 'تمر بصورة مفقودة',
      slug: 'missing-image-dates',
      price: 1500,
      image: '/images/demo/no-such-file.png',
    }).create()
    const page = await visit(route('store.products.show', { username: 'nakheel', id: product.id }))
    await page.waitForLoadState('networkidle')
    const image = page.locator('.product-detail-media img')
    await page.waitForFunction(() =>
      document
        .querySelector('.product-detail-media img')
        ?.getAttribute('src')
        ?.endsWith('/images/placeholder.svg')
    )
    assert.equal(await image.getAttribute('alt'), 'تمر بصورة مفقودة')
    assert.isTrue(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    )
  })
})
