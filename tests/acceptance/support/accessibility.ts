// WCAG 2.1 AA checks of the pages the journeys open, with axe-core: serious or critical issues fail.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

/** A rule a page breaks, with the first elements that break it. */
export interface Violation {
  rule: string
  impact: string
  help: string
  count: number
  elements: string[]
}

/** Every page audited in this process, and what was found: the journeys' figures. */
export const audited: { url: string; violations: Violation[] }[] = []

/**
 * Runs axe-core (WCAG 2.0 and 2.1, levels A and AA) on the page as it is now and returns its serious
 * and critical violations. The script is evaluated through the browser's protocol, so the page's
 * strict CSP is not loosened for it.
 */
export async function violationsOf(page: Page): Promise<Violation[]> {
  // colours are read as they settle: a dialog fading in is checked once it is opaque (up to 2 s)
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
  })
  const loaded = await page.evaluate(() => typeof (window as any).axe !== 'undefined')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((found: any) => found.impact === 'serious' || found.impact === 'critical')
      .map((found: any) => ({
        rule: found.id,
        impact: found.impact,
        help: found.help,
        count: found.nodes.length,
        elements: found.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
      }))
  })
  audited.push({ url: page.url(), violations })
  return violations
}

/** Fails with every serious or critical violation of the page, named with its address. */
export async function assertAccessible(page: Page) {
  const violations = await violationsOf(page)
  if (!violations.length) return
  const lines = violations.map(
    (found) =>
      `  ${found.impact} ${found.rule} (${found.count}): ${found.help} - ${found.elements.join(', ')}`
  )
  throw new Error(`accessibility (axe-core, WCAG 2.1 AA) on ${page.url()}:\n${lines.join('\n')}`)
}
