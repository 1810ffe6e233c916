/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'

test.group('Browser: marketing home on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens / at 390x844: right to left, hero, pricing and contact form visible', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.home.show'))
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.assertTitleContains('صفحتي')

    const direction = await page.evaluate(() => ({
      dir: document.documentElement.getAttribute('dir'),
      lang: document.documentElement.getAttribute('lang'),
      computed: getComputedStyle(document.body).direction,
    }))
    assert.deepEqual(direction, { dir: 'rtl', lang: 'ar', computed: 'rtl' })

    // the hero is on the first screen, its headline and sign-up button
    const headline = page.getByRole('heading', { level: 1, name: /أنشئ موقعك ومتجرك الإلكتروني/ })
    assert.isTrue(await headline.isVisible())
    const signup = page.getByRole('link', { name: 'أنشئ موقعك مجانا' }).first()
    assert.isTrue(await signup.isVisible())
    assert.isAtMost((await signup.boundingBox())!.y, 844, 'the sign-up button is above the fold')
    // right to left: the headline starts at the right edge of the screen
    const box = (await headline.boundingBox())!
    assert.isAbove(box.x + box.width, 390 / 2)

    // pricing: the three packages, each with its sign-up button
    const pricing = page.locator('#pricing')
    await pricing.scrollIntoViewIfNeeded()
    assert.isTrue(await pricing.getByRole('heading', { name: 'باقات تناسب كل مرحلة' }).isVisible())
    for (const name of ['الباقة المجانية', 'باقة المحتوى', 'الباقة الشهرية']) {
      const plan = pricing.locator('.mk-plan', { hasText: name })
      await plan.scrollIntoViewIfNeeded()
      assert.isTrue(await plan.isVisible(), name)
    }
    assert.equal(await pricing.getByRole('link', { name: 'اشترك الآن' }).count(), 3)
    assert.isTrue(await pricing.getByText('مجانا', { exact: true }).isVisible())

    // the contact form with its three fields and the send button
    const form = page.getByRole('form', { name: 'نموذج التواصل' })
    await form.scrollIntoViewIfNeeded()
    for (const label of ['الاسم', 'البريد الإلكتروني', 'رسالتك']) {
      assert.isTrue(await form.getByLabel(label).isVisible(), label)
    }
    assert.isTrue(await form.getByRole('button', { name: 'إرسال' }).isVisible())

    // nothing wider than the phone: no horizontal scroll
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
    await page.screenshot({ path: 'tmp/screenshots/home-390.png', fullPage: true })
  })
})
