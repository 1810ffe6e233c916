/// <reference lib="dom" />
// The cart at 390 px (issue 36): the shopper picks a city and reads the server's delivery fee to it.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { BAKERY } from '#tests/functional/delivery/delivery_helpers'
import { overflow } from './dashboard_helpers.js'
import { chooseFirstBranch } from './store_helpers.js'

test.group('Browser: the delivery fee to a city in the cart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('nothing known, then the fee to the picked city, then free above the amount', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const settings = {
      ...BAKERY,
      fee_mode: 'city' as const,
      city_fees: [
        { city: 'الرياض', fee: 1000 },
        { city: 'مكة المكرمة', fee: 3000 },
      ],
      free_above: 5_000_000,
    }
    await DeliverySettings.save(demo, settings)

    const page = await visit('/o/demo/product/vitamin-c-serum')
    await chooseFirstBranch(page)
    await page.click('.add-to-cart button[type="submit"]')
    await page.locator('.cart-banner').waitFor()
    await page.goto('/o/demo/cart')
    const line = page.locator('.cart-city p[role="status"]')
    assert.equal((await line.textContent())?.trim(), 'رسوم التوصيل: يحدد بعد اختيار العنوان')

    await page.selectOption('#cart-city', 'مكة المكرمة')
    await page.locator('.cart-city p', { hasText: 'رسوم التوصيل إلى مكة المكرمة' }).waitFor()
    assert.include(await line.textContent(), '30.00')
    assert.include(page.url(), 'city=')
    await page.selectOption('#cart-city', 'الرياض')
    await page.locator('.cart-city p', { hasText: 'رسوم التوصيل إلى الرياض' }).waitFor()
    assert.include(await line.textContent(), '10.00')
    assert.isAtMost(await overflow(page), 0, 'the cart fits a 390 px screen')
    await page.screenshot({ path: '/tmp/deliv-cart.png', fullPage: true })

    // above the free amount the picker gives way to free delivery
    await DeliverySettings.save(demo, { ...settings, free_above: 1 })
    await page.reload()
    await page.locator('.delivery-note', { hasText: 'التوصيل مجاني' }).waitFor()
    assert.equal(await page.locator('#cart-city').count(), 0)
  })
})
