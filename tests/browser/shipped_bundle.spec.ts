/// <reference lib="dom" />
import { test } from '@japa/runner'
import { resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import {
  ensureBuilt,
  startServer,
  stop,
  waitUntilLive,
} from '#tests/functional/security/server_helpers'

const PORT = Number(process.env.SHIPPED_SERVER_PORT ?? 3464)

/** What the page throws or logs as an error while the test runs. */
function pageErrors(page: import('playwright-core').Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/**
 * The other browser tests run the development client (React, through Vite's dev server). What ships is
 * the production build, whose browser bundle runs on Preact's React compatibility layer (vite.config.ts):
 * this journey runs on the built server in production mode, so the shipped JavaScript hydrates the
 * server's HTML, navigates and sends a form without an error.
 */
test.group('Browser: the shipped bundle (production build)', (group) => {
  let server: ReturnType<typeof startServer>
  const since = new Date()

  group.setup(async () => {
    ensureBuilt()
    // production reads its assets relative to build/, so the database path is made absolute
    const sqlite = app.config.get('database.connections.sqlite.connection.filename') as string
    server = startServer({ NODE_ENV: 'production', SQLITE_PATH: resolve(sqlite) }, PORT, {
      built: true,
      cwd: 'build',
    })
    await waitUntilLive(server, PORT)
    return async () => {
      await stop(server.child, server.exited)
      // the built server commits its own rows (the test's transaction cannot hold them)
      await db.from('carts').where('created_at', '>=', since).delete()
    }
  })

  test('a shopper on a phone chooses a branch, adds a product and opens the cart', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = pageErrors(page)

    const base = `http://127.0.0.1:${PORT}`
    const response = await page.goto(`${base}/o/demo/product/vitamin-c-serum`)
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

    const dialog = page.getByRole('dialog', { name: 'اختر الفرع' })
    await dialog.getByRole('button', { name: /فرع النرجس/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click()
    await page.locator('.store-header .cart-count', { hasText: '1' }).waitFor()

    // a client-side visit: the cart page replaces the product page without a full load
    await page.evaluate(() => ((window as any).__fullLoad = false))
    await page.locator('.store-header .cart-link').first().click()
    await page.waitForURL(`${base}/o/demo/cart`)
    await page.getByText('سيروم فيتامين سي').first().waitFor()
    assert.isFalse(await page.evaluate(() => (window as any).__fullLoad))
    assert.deepEqual(errors, [])
  })

  test('on a phone, the home page starts its lower sections as they near the screen', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = pageErrors(page)
    await page.goto(`http://127.0.0.1:${PORT}/o/demo`)
    await page.waitForLoadState('networkidle')
    // Escape closes the branch chooser without an Inertia visit (a visit starts every section)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'اختر الفرع' }).waitFor({ state: 'detached' })

    // Preact binds a started element's handlers on the element itself: a section that has not
    // started has none
    const cdp = await browserContext.newCDPSession(page)
    const handlers = async (expression: string) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression })
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId!,
      })
      return listeners.length
    }
    const lastForm = `[...document.querySelectorAll('[data-hydrate] .add-to-cart-button')].at(-1).form`
    assert.isAbove(await handlers(`document.querySelector('.store-header .cart-link')`), 0)
    assert.equal(await handlers(lastForm), 0, 'the last section waits off screen')

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

    // scrolled near, the last section starts and its button adds to the cart
    const button = page.locator('[data-hydrate] .add-to-cart-button').last()
    await button.scrollIntoViewIfNeeded()
    for (let tries = 0; tries < 50 && (await handlers(lastForm)) === 0; tries++) {
      await page.waitForTimeout(100)
    }
    assert.isAbove(await handlers(lastForm), 0)
    await button.click()
    await page.locator('.store-header .cart-count', { hasText: '1' }).waitFor()
    assert.deepEqual(errors, [])
  })
})
