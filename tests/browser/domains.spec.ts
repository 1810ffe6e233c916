/// <reference lib="dom" />
// Issue 30 item 2 in chromium at 390 px: the merchant adds a custom domain and reads the DNS records to create.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import domainsConfig from '#config/domains'
import WebsiteDomain from '#models/website_domain'
import { overflow, signIn } from './dashboard_helpers.js'

test.group('Browser: custom domains', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    const before = domainsConfig.cnameTarget
    domainsConfig.cnameTarget = 'sites.safhati.sa'
    return () => {
      domainsConfig.cnameTarget = before
    }
  })

  test('the domains page at 390 px: add a domain, see its TXT and CNAME records', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/dashboard/demo/domains')
    await page.locator('h1:has-text("النطاقات")').waitFor()
    await page.fill('#domain', 'shop.demo-example.com')
    await page.click('form button:has-text("إضافة")')
    await page.locator('.dash-domain h3:has-text("shop.demo-example.com")').waitFor()
    const row = await WebsiteDomain.findByOrFail('domain', 'shop.demo-example.com')
    const records = (await page.locator('.dash-domain-records').textContent())!
    assert.include(records, '_safhati.shop.demo-example.com')
    assert.include(records, row.txtToken)
    assert.include(records, 'sites.safhati.sa')
    assert.include((await page.textContent('.dash-domain'))!, 'بانتظار التحقق')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/domains-390.png', fullPage: true })

    // a refused domain: the Arabic message under the field, nothing stored
    await page.fill('#domain', 'http://')
    await page.click('form button:has-text("إضافة")')
    // under the field (the form's error summary names it too)
    await page
      .locator('#domain-error', {
        hasText: 'اكتب النطاق كاملا بلا http أو مسار، مثل shop.example.com.',
      })
      .waitFor()
    assert.lengthOf(await WebsiteDomain.query().where('website_id', row.websiteId), 1)
  })
})
