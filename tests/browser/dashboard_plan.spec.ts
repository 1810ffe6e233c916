/// <reference lib="dom" />
// Issue 29 item 5 in a phone's browser: the owner subscribes to a plan by card through 3-D Secure.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import Plan from '#models/plan'
import Website from '#models/website'
import { overflow } from './dashboard_helpers.js'
import { fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { GOOD_CARD } from '#tests/functional/payments/moyasar_fake'

/** The dashboard at the app's public address (APP_URL): the gateway sends the browser back there. */
const atAppUrl = (path: string) =>
  new URL(path, env.get('APP_URL') ?? `http://127.0.0.1:${env.get('PORT')}`).href

const shot = (name: string) => ({ path: `tmp/screenshots/plan-${name}-390.png`, fullPage: true })

test.group('Browser: paying a plan by card', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner of a free site subscribes monthly through the 3-D Secure page', async ({
    visit,
    assert,
  }) => {
    const page = await visit(atAppUrl('/login'))
    await page.fill('#login-email', 'nakheel@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/**')

    await page.goto(atAppUrl('/dashboard/nakheel/plan'))
    await page.locator('h1:has-text("الباقة والاشتراك")').waitFor()
    assert.equal(await overflow(page), 0)
    await page.screenshot(shot('page'))

    const option = page.locator('.plan-option:has-text("الباقة الشهرية")')
    await option.locator('label:has-text("شهري")').click()
    await option.locator('button[type="submit"]').click()
    await page.waitForURL('**/plan/checkouts/*')
    assert.equal(await overflow(page), 0)
    await page.fill('#card_name', 'Nakheel Owner')
    await page.fill('#card_number', GOOD_CARD)
    await page.fill('#card_expiry', '12/30')
    await page.fill('#card_cvc', '123')
    await page.screenshot(shot('card'))
    await page.click('button[type="submit"]:has-text("ادفع بالبطاقة")')
    await page.waitForURL(`${fake.base}/3ds/**`)
    await page.click('#pass')
    await page.waitForURL('**/dashboard/nakheel/plan')
    await page.locator('.plan-invoices td:has-text("SF-")').waitFor()
    await page.screenshot(shot('paid'))
    assert.equal(await overflow(page), 0)

    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const monthly = await Plan.findByOrFail('code', 'monthly')
    assert.equal(nakheel.planId, monthly.id)
    assert.isTrue(nakheel.planExpiresAt! > nakheel.createdAt)
  })
})
