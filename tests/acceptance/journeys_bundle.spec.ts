// The shipped bundle on the built app: React (not Preact) hydrates each kind of page; lazy sections start.
/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { urlOf } from '#tests/acceptance/support/server'
import { hydrated, newVisitor, open, type Visitor } from '#tests/acceptance/support/journey_browser'

/** React's marks on the page: the root's container key, and fiber/props keys on a rendered element. */
function reactMarks(page: Page, selector: string) {
  return page.evaluate((wanted) => {
    const keysOf = (node: Element | null) => (node ? Object.keys(node) : [])
    const root = document.getElementById('app')
    const element = document.querySelector(wanted)
    const preact = [root, element, document.body].some(
      (node) => !!node && ('__k' in node || '__P' in node || 'l' in node)
    )
    return {
      container: keysOf(root).some((key) => key.startsWith('__reactContainer$')),
      fiber: keysOf(element).some((key) => key.startsWith('__reactFiber$')),
      props: keysOf(element).some((key) => key.startsWith('__reactProps$')),
      preact: preact || 'preact' in window,
    }
  }, selector)
}

/** Whether React has hydrated the last element a selector matches (a waiting section's have no fiber). */
function lastHasFiber(page: Page, selector: string) {
  return page.evaluate((wanted) => {
    const element = Array.from(document.querySelectorAll(wanted)).at(-1)
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  }, selector)
}

test.group('Acceptance: the shipped bundle runs React in the browser', (group) => {
  const visitors: Visitor[] = []
  group.each.teardown(async () => {
    for (const visitor of visitors.splice(0)) await visitor.context.close()
  })

  test('every kind of page is hydrated by React, with no Preact internals', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const { page } = visitor
    const pages: [string, string][] = [
      ['/', 'main'],
      ['/plans', 'main'],
      ['/login', 'form'],
      ['/o/demo', '.store-header'],
      ['/o/demo/products', 'main'],
      ['/c/demo', 'main'],
      ['/l/nakheel-cafe', '#app > *'],
    ]
    for (const [path, selector] of pages) {
      assert.equal(await open(page, path), 200, path)
      await hydrated(page)
      assert.deepEqual(
        await reactMarks(page, selector),
        { container: true, fiber: true, props: true, preact: false },
        path
      )
    }
    // the bundle is React's production build
    const app = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/assets\/app-[\w-]+\.js$/.test(name))!
    )
    const source = await (await fetch(app)).text()
    assert.include(source, 'react.dev/errors/')
    assert.notMatch(source, /preact/i)
    assert.deepEqual(visitor.problems, [])
  })

  test('what a merchant types before the JavaScript starts (a slow phone) is what is sent', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const { page } = visitor
    // the scripts come late, as on a slow network: the server's form is typed into first
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 400))
      await route.continue()
    })
    await page.goto(urlOf('/login'), { waitUntil: 'commit' })
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    assert.isFalse(await lastHasFiber(page, '#login-email'), 'typed before hydration')
    await hydrated(page)
    assert.equal(await page.inputValue('#login-email'), 'demo@safhati.sa')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')
    assert.deepEqual(visitor.problems, [])
  })

  test('a form sent before the JavaScript starts is held, then sent by React (never a GET)', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const { page } = visitor
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    // the scripts come 3 s late: the form is filled and sent well before React has the page
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 3000))
      await route.continue()
    })
    await page.goto(urlOf('/login'), { waitUntil: 'commit' })
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    assert.isFalse(await lastHasFiber(page, '#login-email'), 'sent before hydration')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo')
    assert.isEmpty(requests.filter((line) => line.includes('password=')))
    assert.deepEqual(visitor.problems, [])
  })

  test('a shopper on a phone chooses a branch, adds a product and opens the cart', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const { page } = visitor
    const response = await page.goto(urlOf('/o/demo/product/vitamin-c-serum'))
    // the server's HTML links its style sheets but names no script to fetch before the first paint
    const html = (await response!.text()).split('</head>')[0]
    assert.match(html, /<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">/)
    assert.notMatch(html, /<script[^>]+src=|<link rel="modulepreload"/)
    await page.waitForLoadState('networkidle')
    // the page's JavaScript is asked for once the first frame is painted
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    assert.isNumber(timing.paint)
    assert.isNotEmpty(timing.scripts)
    for (const start of timing.scripts) assert.isAtLeast(start, timing.paint!)

    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: 'اختر الفرع' })
    await dialog.getByRole('button', { name: /فرع النرجس/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click()
    await page.locator('.store-header .cart-count', { hasText: '1' }).waitFor()

    // a client-side visit: the cart page replaces the product page without a full load
    await page.evaluate(() => ((window as any).__fullLoad = false))
    await page.locator('.store-header .cart-link').first().click()
    await page.waitForURL(urlOf('/o/demo/cart'))
    await page.getByText('سيروم فيتامين سي').first().waitFor()
    assert.isFalse(await page.evaluate(() => (window as any).__fullLoad))
    assert.deepEqual(visitor.problems, [])
  })

  test('on a phone, the home page starts its lower sections as they near the screen', async ({
    browser,
    assert,
  }) => {
    const visitor = await newVisitor(browser)
    visitors.push(visitor)
    const { page } = visitor
    await open(page, '/o/demo')
    await page.waitForLoadState('networkidle')
    await hydrated(page)
    // Escape closes the branch chooser without an Inertia visit (a visit starts every section)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'اختر الفرع' }).waitFor({ state: 'detached' })

    // React hydrated the header; the last section's server HTML waits, with no fiber on its elements
    const lastButton = '[data-hydrate] .add-to-cart-button'
    assert.isTrue(await lastHasFiber(page, '.store-header .cart-link'))
    assert.isFalse(await lastHasFiber(page, '[data-hydrate]'), 'the last section waits off screen')
    assert.isFalse(await lastHasFiber(page, lastButton))

    // the banner's image is the page's largest paint: swiper starts on it without replacing it
    await page.evaluate(
      () => ((window as any).__banner = document.querySelector('.banner-slide img'))
    )
    await page.locator('.store-block-slider .swiper-initialized').waitFor()
    assert.isTrue(
      await page.evaluate(
        () => (window as any).__banner === document.querySelector('.banner-slide img')
      )
    )

    // scrolled near, the last section is hydrated and its button adds to the cart
    const button = page.locator('[data-hydrate] .add-to-cart-button').last()
    await button.scrollIntoViewIfNeeded()
    for (let tries = 0; tries < 50 && !(await lastHasFiber(page, lastButton)); tries++) {
      await page.waitForTimeout(100)
    }
    assert.isTrue(await lastHasFiber(page, lastButton))
    assert.isTrue(await lastHasFiber(page, '[data-hydrate]'))
    await button.click()
    await page.locator('.store-header .cart-count', { hasText: '1' }).waitFor()
    assert.deepEqual(visitor.problems, [])
  })
})
