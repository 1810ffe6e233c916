/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'

test.group('Browser: marketing home on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens / at 390x844 and reads right to left', async ({ visit, assert }) => {
    const page = await visit('/')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.assertTitleContains('صفحتي')

    const direction = await page.evaluate(() => ({
      dir: document.documentElement.getAttribute('dir'),
      lang: document.documentElement.getAttribute('lang'),
      computed: getComputedStyle(document.body).direction,
    }))
    assert.deepEqual(direction, { dir: 'rtl', lang: 'ar', computed: 'rtl' })

    // nothing wider than the phone: no horizontal scroll
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
    await page.screenshot({ path: 'tmp/screenshots/home-390.png', fullPage: true })
  })
})
