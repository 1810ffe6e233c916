/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'

/**
 * Collects what shows a script was blocked or ran against the policy: CSP violation events inside the
 * page and the browser's CSP console errors. The pages must hydrate and work with the policy on.
 */
export async function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`
      )
    })
  })
  return violations
}

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
