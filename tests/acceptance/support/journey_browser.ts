// Browser plumbing of the acceptance journeys: visitors with their own address, error watching, shots.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { urlOf } from '#tests/acceptance/support/server'
import { assertAccessible } from '#tests/acceptance/support/accessibility'

/** A per-run prefix, so each visitor of a run has an address of its own for the rate limits. */
const RUN_NET = `10.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}`
let visitorCount = 0

export interface Visitor {
  context: BrowserContext
  page: Page
  /** console errors, uncaught page errors and CSP violations seen on any page of this visitor */
  problems: string[]
}

/**
 * Everything a page reports that a visitor should never cause: console errors (CSP violations among
 * them, as the browser logs them) and uncaught exceptions.
 */
export function watchPage(page: Page, problems: string[]) {
  page.on('console', (message) => {
    const text = message.text()
    // a failed load is recorded below with its address, which the console message lacks
    if (text.startsWith('Failed to load resource')) return
    if (message.type() === 'error' || /content security policy/i.test(text)) {
      problems.push(`${page.url()}: console ${message.type()}: ${text}`)
    }
  })
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (response.status() >= 400 && type !== 'document') {
      problems.push(`${page.url()}: ${type} ${response.url()} answered ${response.status()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: pageerror: ${error.message}`))
  // a blocked script or style also fires this event inside the page
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`
      )
    })
  })
}

/**
 * A new visitor: its own browser context on a 390x844 phone in Arabic, sending its own
 * X-Forwarded-For (the built server trusts it from loopback), and a watched first page.
 */
export async function newVisitor(browser: Browser): Promise<Visitor> {
  visitorCount += 1
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-SA',
    acceptDownloads: true,
    extraHTTPHeaders: { 'X-Forwarded-For': `${RUN_NET}.${visitorCount}` },
  })
  const problems: string[] = []
  context.on('page', (page) => watchPage(page, problems))
  const page = await context.newPage()
  return { context, page, problems }
}

/**
 * Opens an address of the built server and returns its response's status; a page that opens is
 * checked with axe-core (WCAG 2.1 AA: no serious or critical violation).
 */
export async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(urlOf(path))
  const status = response?.status() ?? 0
  if (status === 200) await assertAccessible(page)
  return status
}

/**
 * A full-page shot at the phone's width, tmp/screenshots/acceptance-{name}.png, of a page that first
 * passes axe-core's WCAG 2.1 AA checks as it is shown (a dialog or a form's errors included).
 */
export async function shoot(page: Page, name: string) {
  await assertAccessible(page)
  mkdirSync('tmp/screenshots', { recursive: true })
  await page.screenshot({ path: `tmp/screenshots/acceptance-${name}.png`, fullPage: true })
}

/** How many pixels the page is wider than the phone's screen (0 when nothing scrolls sideways). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

/** Waits until the first image a selector matches is loaded and has pixels. */
export async function pictureShown(page: Page, selector: string) {
  const picture = page.locator(selector).first()
  await picture.waitFor()
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await picture.elementHandle()
  )
}

/** Picks the first branch when the storefront asks for one (the purchase remembers it). */
export async function chooseFirstBranch(page: Page) {
  const dialog = page.locator('.branch-dialog')
  if (await dialog.count()) {
    await dialog.locator('.branch-option').first().click()
    await dialog.waitFor({ state: 'detached' })
  }
}

/** Waits until the page's JavaScript has hydrated the server's HTML (React's keys on the root). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('app')
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
  })
}
