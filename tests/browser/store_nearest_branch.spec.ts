/// <reference lib="dom" />
// Issue 31 item 3 in chromium at 390 px: the nearest branch from a fixed position; a refusal keeps the list.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Branch from '#models/branch'
import Website from '#models/website'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/nearest-${name}-390.png`, fullPage: true })

/** A visitor in Riyadh's Al Narjis district, about 1 km from demo's Al Narjis branch. */
const NARJIS = { latitude: 24.836, longitude: 46.665 }

/** The chooser's branches, in the order shown. */
const SHOWN = '.branch-list .branch-option'

const names = (page: any) => page.locator(`${SHOWN} strong`).allTextContents() as Promise<string[]>

test.group('Browser: the nearest branch', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('with a fixed position the branches are ordered by distance and the nearest preselected', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.grantPermissions(['geolocation'])
    await browserContext.setGeolocation(NARJIS)
    const page = await visit('/o/demo')
    const dialog = page.locator('.branch-dialog')
    await dialog.waitFor()
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    assert.deepEqual(await names(page), ['فرع العليا', 'فرع النرجس'])

    await dialog.locator('button:has-text("أقرب فرع")').click()
    await dialog.locator('.branch-option-distance').first().waitFor()
    assert.deepEqual(await names(page), ['فرع النرجس', 'فرع العليا'])
    const first = dialog.locator(SHOWN).first()
    assert.equal(await first.getAttribute('aria-pressed'), 'true')
    assert.equal(await dialog.locator(SHOWN).nth(1).getAttribute('aria-pressed'), 'false')
    const distances = await dialog.locator('.branch-option-distance').allTextContents()
    // Al Narjis about 0.9 km away, Al Olaya about 16 km (great-circle)
    assert.match(distances[0], /^(\d{2,3} م|1(\.\d)? كم)$/)
    assert.match(distances[1], /^1[5-7](\.\d)? كم$/)
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('ordered'))

    // the preselected nearest is first: one tap confirms it
    await first.click()
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    assert.equal(
      (await page.locator('.branch-picker span').first().textContent())?.trim(),
      'فرع النرجس'
    )
  })

  test('a refused position leaves the list as it was, without an error', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.clearPermissions()
    const page = await visit('/o/demo')
    const dialog = page.locator('.branch-dialog')
    await dialog.waitFor()
    const button = dialog.locator('button.branch-nearest')
    await button.click()
    // the browser refuses at once in a context without the permission: give the answer a moment
    await page.waitForTimeout(1500)
    assert.deepEqual(await names(page), ['فرع العليا', 'فرع النرجس'])
    assert.equal(await dialog.locator('.branch-option-distance').count(), 0)
    assert.equal(await dialog.locator('.error, [role="alert"]').count(), 0)
    assert.equal(await dialog.locator(`${SHOWN}[aria-pressed="true"]`).count(), 0)
    // the list still works by hand
    await dialog.locator(SHOWN).nth(1).click()
    await dialog.waitFor({ state: 'detached' })
  })

  test('the merchant sets a branch location with "موقعي الحالي" on a phone', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.grantPermissions(['geolocation'])
    await browserContext.setGeolocation({ latitude: 21.543333, longitude: 39.172778 })
    const page = await signIn(visit, 'demo@safhati.sa')
    const demo = await Website.findByOrFail('username', 'demo')
    const branch = await Branch.query().where('website_id', demo.id).orderBy('id').firstOrFail()
    await page.goto(`/dashboard/demo/branches/${branch.id}/edit`)
    await page.locator('button:has-text("موقعي الحالي")').click()
    await page.locator('#branch-location-now:has-text("21.543333")').waitFor()
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('dashboard-my-location'))
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/branches')
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude], [21.543333, 39.172778])

    // a short link is explained in Arabic, and the location stays
    await page.goto(`/dashboard/demo/branches/${branch.id}/edit`)
    await page.fill('#map_link', 'https://maps.app.goo.gl/AbCdEf123')
    await page.click('button[type="submit"]')
    await page.locator('#map_link-error:has-text("maps.app.goo.gl")').waitFor()
    await branch.refresh()
    assert.equal(branch.latitude, 21.543333)
  })
})
