// The built app's 404 and 500 pages in every area: Arabic, right to left, with the security headers.
import { test } from '@japa/runner'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startServer, stop, waitUntilLive } from '#tests/functional/security/server_helpers'
import { urlOf } from '#tests/acceptance/support/server'

const BROKEN_PORT = Number(process.env.ACCEPTANCE_BROKEN_PORT ?? 3479)

/** What every answer of the app carries, its error pages included (config/security.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
]

/** A full page load as a phone's browser asks for it. */
const pageLoad = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    headers: { 'Accept': 'text/html', 'Accept-Encoding': 'gzip, deflate, br, zstd', ...headers },
    redirect: 'manual',
  })

/** Waits up to 5 s for a condition the server reaches on its own time (a log line written). */
async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 50))
  if (!condition()) throw new Error('not reached in 5 s')
}

function assertArabicPage(assert: any, response: Response, html: string) {
  assert.match(html, /<html lang="ar" dir="rtl"/)
  for (const header of SECURITY_HEADERS) assert.isNotNull(response.headers.get(header), header)
  assert.match(response.headers.get('content-type') ?? '', /text\/html/)
}

test.group('Acceptance: error pages of the built app', () => {
  test('an unknown address in each area is the Arabic 404 page with status 404', async ({
    assert,
  }) => {
    const addresses = [
      '/no-such-page',
      '/blog/no-such-post',
      '/l/no-such-menu',
      '/o/demo/no-such-page',
      '/o/demo/product/no-such-product',
      '/o/no-such-store',
      '/c/demo/blog/no-such-post',
      '/c/no-such-site',
      '/api/v1/no-such-call',
    ]
    for (const address of addresses) {
      const response = await pageLoad(urlOf(address))
      assert.equal(response.status, 404, address)
      for (const header of SECURITY_HEADERS) {
        assert.isNotNull(response.headers.get(header), `${header} on ${address}`)
      }
      if (address.startsWith('/api/')) {
        const body = await response.json()
        assert.match(body.message, /[\u0600-\u06FF]/, address)
        continue
      }
      const html = await response.text()
      assertArabicPage(assert, response, html)
      assert.match(html, /غير موجود|غير متاح/, address)
    }
  })

  /**
   * A second built server on a database without its tables: every page's query fails as a bug would,
   * and each area answers the Arabic 500 page (no stack, no SQL) instead of a bare error.
   */
  test('a failing page in each area is the Arabic 500 page with status 500', async ({ assert }) => {
    const dir = resolve('tmp/acceptance-broken')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const empty = resolve(dir, 'empty.sqlite3')
    writeFileSync(empty, '')
    const server = startServer(
      {
        NODE_ENV: 'production',
        DB_CONNECTION: 'sqlite',
        SQLITE_PATH: empty,
        SESSION_DRIVER: 'database',
        LIMITER_STORE: 'database',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
      },
      BROKEN_PORT,
      { built: true, cwd: 'build' }
    )
    try {
      await waitUntilLive(server, BROKEN_PORT)
      for (const address of ['/', '/plans', '/o/demo', '/o/demo/products', '/c/demo']) {
        const response = await pageLoad(`http://127.0.0.1:${BROKEN_PORT}${address}`)
        const html = await response.text()
        assert.equal(response.status, 500, address)
        assertArabicPage(assert, response, html)
        assert.include(html, 'حدث خطأ غير متوقع', address)
        assert.notMatch(html, /SQLITE_ERROR|no such table|at .*\.js:\d+/, address)
        // the reference support asks for: on the page, in the answer's header, in the error's log line
        const reference = response.headers.get('x-request-id')
        assert.match(reference ?? '', /^[0-9a-f]{6}-[0-9a-z]+$/, address)
        assert.include(html, 'رقم المرجع', address)
        assert.include(html, reference!, address)
        await waitFor(() => server.stdout().includes(reference!))
      }
      // a proxy's own id is kept, so its log and ours meet
      const proxied = await pageLoad(`http://127.0.0.1:${BROKEN_PORT}/plans`, {
        'x-request-id': 'edge-7f3a9c',
      })
      assert.equal(proxied.headers.get('x-request-id'), 'edge-7f3a9c')
      assert.include(await proxied.text(), 'edge-7f3a9c')
    } finally {
      await stop(server.child, server.exited)
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
