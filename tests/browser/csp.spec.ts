/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { watchCsp } from '#tests/browser/csp_helpers'

test.group('Browser: pages run under the Content-Security-Policy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const urls = ['/', '/o/demo', '/o/demo/products', '/auth/login', '/no-such-page']

  for (const url of urls) {
    test(`${url} hydrates with no CSP violation`, async ({ visit, assert }) => {
      const page = await visit('/favicon.svg')
      const violations = await watchCsp(page)
      await page.goto(url)
      // hydrated: React attached to the server-rendered root (Inertia sets the page on window.history)
      await page.waitForFunction(() => !!window.history.state?.page)
      await page.waitForLoadState('networkidle')
      assert.deepEqual(violations, [])
    })
  }
})
