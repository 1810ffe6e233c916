/// <reference lib="dom" />
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
