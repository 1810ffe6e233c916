// WCAG 2.1 AA on the built app at 390 px: the pages a visitor, a shopper and a merchant open first.
import { test } from '@japa/runner'
import Product from '#models/product'
import Website from '#models/website'
import { newVisitor, open, type Visitor } from '#tests/acceptance/support/journey_browser'
import { audited } from '#tests/acceptance/support/accessibility'
import { urlOf } from '#tests/acceptance/support/server'

/** The platform's pages, then demo's store and site (seeded), as a visitor opens them. */
const PUBLIC = [
  '/',
  '/plans',
  '/signup',
  '/login',
  '/forgot-password',
  '/apps',
  '/contact',
  '/o/demo',
  '/o/demo/products',
  '/o/demo/services',
  '/o/demo/cart',
  '/o/demo/login',
  '/o/demo/signup',
  '/c/demo',
  '/c/demo/blogs',
]

/** The demo merchant's dashboard areas. */
const DASHBOARD = [
  '',
  '/orders',
  '/bookings',
  '/messages',
  '/products',
  '/products/create',
  '/services',
  '/services/create',
  '/branches',
  '/settings',
  '/design',
  '/home-sections',
  '/posts',
  '/pages',
].map((path) => `/dashboard/demo${path}`)

test.group('Acceptance: accessibility (axe-core, WCAG 2.1 AA)', (group) => {
  const visitors: Visitor[] = []
  group.teardown(async () => {
    for (const visitor of visitors) await visitor.context.close()
    const pages = audited.length
    const found = audited.reduce((sum, page) => sum + page.violations.length, 0)
    console.log(
      `axe-core: ${pages} pages audited in this run, ${found} serious or critical violations`
    )
  })

  test('the public pages a visitor opens first have no serious or critical violation', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const demo = await Website.findByOrFail('username', 'demo')
    const product = await Product.query().where('website_id', demo.id).firstOrFail()
    for (const path of [...PUBLIC, `/o/demo/products/${product.id}`]) {
      // open() runs axe-core on every page that answers 200 and fails with what it found
      assert.equal(await open(visitor.page, path), 200, path)
    }
  }).timeout(180_000)

  test("the merchant's dashboard pages have no serious or critical violation", async ({
    browser,
    assert,
  }) => {
    const merchant = await newVisitor(browser)
    visitors.push(merchant)
    const { page } = merchant
    await page.goto(urlOf('/login'))
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/**')
    for (const path of DASHBOARD) assert.equal(await open(page, path), 200, path)
  }).timeout(180_000)
})
