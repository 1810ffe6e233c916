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

    // pricing: the two-plan teaser, each with its sign-up button, and the link to all of them
    const pricing = page.locator('#pricing')
    await pricing.scrollIntoViewIfNeeded()
    assert.isTrue(await pricing.getByRole('heading', { name: 'باقات تناسب كل مرحلة' }).isVisible())
    for (const name of ['الباقة المجانية', 'باقة المحتوى']) {
      const plan = pricing.locator('.mk-plan', { hasText: name })
      await plan.scrollIntoViewIfNeeded()
      assert.isTrue(await plan.isVisible(), name)
    }
    assert.equal(await pricing.locator('.mk-plan').count(), 2)
    assert.equal(await pricing.getByRole('link', { name: 'اشترك الآن' }).count(), 2)
    assert.isTrue(await pricing.getByText('مجانا', { exact: true }).isVisible())
    const all = pricing.getByRole('link', { name: /اعرض جميع الباقات \(3\)/ })
    await all.scrollIntoViewIfNeeded()
    assert.isTrue(await all.isVisible())
    assert.equal(await all.getAttribute('href'), '/plans')

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

  test('carousels autoplay at SPEC.md’s pace: why-us every 2500 ms, clients and testimonials 1000 ms', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.home.show'))
    const pace: Record<string, { delay: string | null; gaps: number[] }> = {}
    for (const id of ['why-us', 'clients', 'testimonials']) {
      const carousel = page.locator(`#${id} .carousel`)
      await carousel.scrollIntoViewIfNeeded()
      // swiper starts when the carousel nears the screen
      await page.locator(`#${id} .swiper-initialized`).waitFor({ timeout: 20_000 })
      // one card a view on a phone: time the active card's changes, as a visitor sees them move
      const gaps = await page.evaluate(
        (selector) =>
          new Promise<number[]>((resolve) => {
            const root = document.querySelector(selector)!
            const active = () =>
              Array.from(root.querySelectorAll('.swiper-slide')).findIndex((slide) =>
                slide.classList.contains('swiper-slide-active')
              )
            const changes: number[] = []
            let last = active()
            const started = performance.now()
            const timer = setInterval(() => {
              const now = active()
              if (now !== last) {
                changes.push(performance.now())
                last = now
              }
              if (changes.length === 3 || performance.now() - started > 12_000) {
                clearInterval(timer)
                resolve(changes.slice(1).map((at, index) => at - changes[index]))
              }
            }, 20)
          }),
        `#${id} .swiper`
      )
      pace[id] = { delay: await carousel.getAttribute('data-autoplay'), gaps }
    }
    assert.equal(pace['why-us'].delay, '2500')
    assert.equal(pace.clients.delay, '1000')
    assert.equal(pace.testimonials.delay, '1000')
    // between two moves: the delay plus swiper's 300 ms slide, give or take a busy machine
    for (const [id, low, high] of [
      ['why-us', 2400, 4000],
      ['clients', 900, 2000],
      ['testimonials', 900, 2000],
    ] as const) {
      assert.isAbove(pace[id].gaps.length, 0, `${id} moves by itself`)
      for (const gap of pace[id].gaps) {
        assert.isAbove(gap, low, `${id}: ${gap} ms`)
        assert.isBelow(gap, high, `${id}: ${gap} ms`)
      }
    }
  })
})
