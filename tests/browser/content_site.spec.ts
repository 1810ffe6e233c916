/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makePosts, makeWebsite } from '../functional/content/helpers.js'

/** No element wider than the phone: no sideways scrolling. */
const overflow = (page: any) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The preloader shows on every full load; Escape skips it, as a reader could. */
async function skipPreloader(page: any) {
  const preloader = page.getByTestId('content-preloader')
  await preloader.waitFor()
  await page.keyboard.press('Escape')
  await preloader.waitFor({ state: 'detached' })
}

test.group('Browser: the content site on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a full load shows the preloader counting to 100 over the content, then it fades away', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('content.home.show', { username: 'demo' }))
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.assertTitleContains('صفحتي')

    const preloader = page.getByTestId('content-preloader')
    await preloader.waitFor()
    const first = Number(await preloader.getAttribute('aria-valuenow'))
    await page.waitForTimeout(600)
    const later = Number(await preloader.getAttribute('aria-valuenow'))
    assert.isAbove(later, first, 'the count goes up')
    assert.isBelow(later, 100)
    // the content is already in the page under it
    assert.isAbove(await page.locator('.post-card').count(), 0)

    // 100 steps of 25 ms and a 500 ms fade: gone within about three seconds and a half
    await preloader.waitFor({ state: 'detached', timeout: 5000 })
    await page.screenshot({ path: 'tmp/screenshots/content-home-390.png', fullPage: true })
    assert.isAtMost(await overflow(page), 0)
  })

  test('the preloader counts 25 ms per percent (SPEC.md section 9), as the reader sees the number', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('content.home.show', { username: 'demo' }))
    const preloader = page.getByTestId('content-preloader')
    await preloader.waitFor()
    // the shown percentage read in the page every 20 ms, with the page's own clock
    const samples = await page.evaluate(
      () =>
        new Promise<{ at: number; percent: number }[]>((resolve) => {
          const read: { at: number; percent: number }[] = []
          const timer = setInterval(() => {
            const bar = document.querySelector('[data-testid="content-preloader"]')
            const percent = Number(bar?.getAttribute('aria-valuenow') ?? 100)
            read.push({ at: performance.now(), percent })
            if (percent >= 100 || read.length > 400) {
              clearInterval(timer)
              resolve(read)
            }
          }, 20)
        })
    )
    const first = samples.find((sample) => sample.percent >= 10)!
    const last = samples.findLast((sample) => sample.percent <= 90)!
    const msPerPercent = (last.at - first.at) / (last.percent - first.percent)
    assert.isAbove(msPerPercent, 22, `${msPerPercent.toFixed(1)} ms per percent`)
    assert.isBelow(msPerPercent, 28, `${msPerPercent.toFixed(1)} ms per percent`)
    await preloader.waitFor({ state: 'detached', timeout: 5000 })
  })

  test('moving inside the site never shows the preloader again; the menu closes on navigation', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('content.home.show', { username: 'demo' }))
    const preloader = page.getByTestId('content-preloader')
    // a tap skips it
    await preloader.click()
    await preloader.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    const drawer = page.locator('#content-drawer')
    assert.isTrue(await drawer.isVisible())
    // the fixed categories and the header pages are in the menu
    for (const label of ['العناية بالبشرة', 'العناية بالشعر', 'من نحن', 'الأسئلة الشائعة']) {
      assert.isTrue(await drawer.getByRole('link', { name: label, exact: true }).isVisible())
    }
    await drawer.getByRole('link', { name: 'المدونة', exact: true }).click()
    await page.waitForURL(/\/c\/demo\/blogs$/)
    await page.getByRole('heading', { level: 1, name: 'المدونة' }).waitFor()
    assert.isFalse(await drawer.isVisible())
    // an Inertia visit: no preloader
    await page.waitForTimeout(200)
    assert.equal(await preloader.count(), 0)

    // into a post and on to the next one, still without a preloader
    await page.locator('.post-card-title a').nth(1).click()
    await page.waitForURL(/\/c\/demo\/blog\/dry-skin-winter$/)
    await page.locator('.content-post-nav-link.is-next').click()
    await page.waitForURL(/\/c\/demo\/blog\/daily-skin-routine$/)
    await page.getByRole('heading', { level: 1, name: 'روتين يومي بسيط لبشرة نضرة' }).waitFor()
    assert.equal(await preloader.count(), 0)
    assert.isAtMost(await overflow(page), 0)
  })

  test('a post: share links to each network and a copy button that copies the address', async ({
    visit,
    browserContext,
    assert,
    route,
  }) => {
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await visit(
      route('content.posts.show', { username: 'demo', slug: 'vitamin-c-serum' })
    )
    await skipPreloader(page)

    const share = page.getByRole('group', { name: 'شارك المنشور' })
    const hrefs = await share
      .locator('a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    assert.lengthOf(hrefs, 4)
    assert.match(hrefs[0], /^https:\/\/wa\.me\/\?text=.+blog%2Fvitamin-c-serum$/)
    assert.match(hrefs[1], /^https:\/\/x\.com\/intent\/post\?text=.+&url=http.+vitamin-c-serum$/)
    assert.match(hrefs[2], /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/)
    assert.match(hrefs[3], /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http/)

    await share.getByRole('button', { name: 'نسخ الرابط' }).click()
    await share.getByText('تم نسخ الرابط').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(copied, /\/c\/demo\/blog\/vitamin-c-serum$/)

    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/content-post-390.png', fullPage: true })
  })

  test('the page links of a long blog lead to the next pages', async ({ visit, assert, route }) => {
    const website = await makeWebsite()
    await makePosts(website, 30)
    const page = await visit(route('content.posts.index', { username: website.username }))
    await skipPreloader(page)

    await page.getByRole('link', { name: 'التالي' }).click()
    await page.waitForURL(/\/blogs\?page=2$/)
    await page.getByRole('heading', { name: 'منشور رقم 13' }).waitFor()
    await page.getByRole('link', { name: 'الصفحة 3' }).click()
    await page.waitForURL(/\/blogs\?page=3$/)
    await page.getByRole('heading', { name: 'منشور رقم 30' }).waitFor()
    assert.equal(await page.locator('.post-card').count(), 6)
    await page.screenshot({ path: 'tmp/screenshots/content-blogs-page3-390.png', fullPage: true })
  })

  test('the categories sliders, a category and the contact form fit the phone', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('content.sections.index', { username: 'demo' }))
    await skipPreloader(page)
    await page.locator('.content-section-row .swiper-initialized').first().waitFor()
    assert.equal(await page.locator('.content-section-row').count(), 3)
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/content-categories-390.png', fullPage: true })

    await page
      .locator('.content-section-row')
      .first()
      .getByRole('link', { name: 'عرض الكل' })
      .click()
    await page.waitForURL(/\/c\/demo\/category\/skin-care$/)
    await page.getByRole('heading', { level: 1, name: 'العناية بالبشرة' }).waitFor()
    assert.isAtMost(await overflow(page), 0)

    await page.goto(page.url().replace(/\/category\/skin-care$/, '/contact'))
    await skipPreloader(page)
    await page.getByLabel('الاسم').fill('هند')
    await page.getByLabel('البريد الإلكتروني').fill('hind@example.com')
    await page.getByLabel('رسالتك').fill('أريد الاستفسار عن جلسات العناية بالبشرة.')
    await page.getByRole('button', { name: 'إرسال' }).click()
    await page.locator('.form-alert.is-success').waitFor()
    assert.equal(await page.getByLabel('الاسم').inputValue(), '')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/content-contact-390.png', fullPage: true })
  })
})
