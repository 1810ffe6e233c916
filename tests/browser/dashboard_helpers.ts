/// <reference lib="dom" />

/** How many pixels the page is wider than the phone's screen (0 when nothing scrolls sideways). */
export async function overflow(page: any): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

/**
 * Waits until React has hydrated the server-rendered page (its handlers are attached): a form typed
 * into and sent before that is the browser's own, without the page's confirm and Inertia post.
 */
export async function hydrated(page: any) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => {
    const root = document.getElementById('app')
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
  })
}

/** Logs a seeded merchant in through the login form and waits for their dashboard. */
export async function signIn(visit: any, email: string) {
  const page = await visit('/login')
  await page.fill('#login-email', email)
  await page.fill('#login-password', 'safhati123')
  await page.click('button[type="submit"]')
  await page.waitForURL('**/dashboard/**')
  return page
}
