import router from '@adonisjs/core/services/router'
/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlatformMessage from '#models/platform_message'
import User from '#models/user'
import { hydrated } from './dashboard_helpers.js'

test.group('Browser: marketing navbar on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the mobile menu opens, the content submenu toggles, and a link closes the menu', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.home.show'))
    await hydrated(page)
    const menu = page.getByRole('navigation', { name: 'قائمة الجوال' })
    assert.isFalse(await menu.isVisible())

    await page.getByRole('button', { name: 'القائمة' }).click()
    await menu.waitFor()
    const content = menu.getByRole('button', { name: /المحتوى/ })
    assert.equal(await content.getAttribute('aria-expanded'), 'false')
    assert.equal(await menu.getByRole('link', { name: 'الأكاديمية' }).count(), 0)
    // signed out: login and create-site are in the menu
    assert.isTrue(await menu.getByRole('link', { name: 'تسجيل الدخول' }).isVisible())

    await content.click()
    assert.equal(await content.getAttribute('aria-expanded'), 'true')
    assert.isTrue(await menu.getByRole('link', { name: 'المدونة' }).isVisible())
    await content.click()
    assert.equal(await menu.getByRole('link', { name: 'المدونة' }).count(), 0)

    await content.click()
    await menu.getByRole('link', { name: 'الأكاديمية' }).click()
    await page.waitForURL(/\/academy$/)
    await page.getByRole('heading', { level: 1, name: 'الأكاديمية' }).waitFor()
    assert.isFalse(await menu.isVisible())
  })

  test('signed in: the menu greets the merchant and offers logout instead of login', async ({
    visit,
    browserContext,
    assert,
    route,
  }) => {
    const user = await User.findByOrFail('email', 'demo@safhati.sa')
    await browserContext.setSession({ auth_web: user.id })
    const page = await visit(route('marketing.home.show'))
    await hydrated(page)
    await page.getByRole('button', { name: 'القائمة' }).click()
    const menu = page.getByRole('navigation', { name: 'قائمة الجوال' })
    assert.isTrue(await menu.getByRole('button', { name: 'تسجيل الخروج' }).isVisible())
    assert.isTrue(await menu.getByText(`مرحبا، ${user.name}`).isVisible())
    assert.equal(await page.getByRole('link', { name: 'تسجيل الدخول' }).count(), 0)
    await page.screenshot({ path: 'tmp/screenshots/marketing-signed-in-menu-390.png' })

    await page.setViewportSize({ width: 1280, height: 900 })
    const bar = page.locator('header.site-header .actions')
    assert.isTrue(await bar.getByRole('button', { name: 'تسجيل الخروج' }).isVisible())
  })

  test('the navbar takes its scrolled look past 100px and drops it above', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.home.show'))
    await hydrated(page)
    const header = page.locator('header.site-header')
    assert.notInclude(await header.getAttribute('class'), 'scrolled')
    await page.evaluate(() => window.scrollTo(0, 90))
    await page.waitForTimeout(150)
    assert.notInclude(await header.getAttribute('class'), 'scrolled')
    await page.evaluate(() => window.scrollTo(0, 160))
    await page.locator('header.site-header.scrolled').waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('header.site-header:not(.scrolled)').waitFor()
  })
})

test.group('Browser: contact form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('bad input shows Arabic errors and keeps what was typed; good input confirms and clears', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.contact.create'))
    await hydrated(page)
    const form = page.getByRole('form', { name: 'نموذج التواصل' })

    await form.getByLabel('الاسم').fill('خالد الحربي')
    await form.getByLabel('البريد الإلكتروني').fill('khalid@')
    await form.getByRole('button', { name: 'إرسال' }).click()
    await form.getByText('أدخل بريد الكتروني صحيح').waitFor()
    assert.isTrue(await form.getByText('الحقل ضروري.').isVisible(), 'the empty message is required')
    assert.equal(await form.getByLabel('الاسم').inputValue(), 'خالد الحربي')
    assert.equal(await form.getByLabel('البريد الإلكتروني').inputValue(), 'khalid@')
    assert.equal(await form.getByLabel('البريد الإلكتروني').getAttribute('aria-invalid'), 'true')
    assert.lengthOf(await PlatformMessage.all(), 0)
    await page.screenshot({
      path: 'tmp/screenshots/marketing-contact-errors-390.png',
      fullPage: true,
    })

    await form.getByLabel('البريد الإلكتروني').fill('khalid@example.com')
    await form.getByLabel('رسالتك').fill('أرغب في معرفة تفاصيل الباقة الشهرية.')
    await form.getByRole('button', { name: 'إرسال' }).click()
    await form.getByRole('status').getByText('تم استلام رسالتك، سنتواصل معك قريبا.').waitFor()
    assert.equal(await form.getByLabel('الاسم').inputValue(), '')
    assert.equal(await form.getByText('أدخل بريد الكتروني صحيح').count(), 0)

    const messages = await PlatformMessage.all()
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].email, 'khalid@example.com')
  })
})

test.group('Browser: plans, posts and landing pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('plans: two columns on a phone, the comparison slides, the card view switches plans', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.plans.index'))
    await hydrated(page)
    // 2 slides per view on a phone: the feature names and one plan, side by side, equal widths
    const labels = (await page.locator('.mk-compare-labels').boundingBox())!
    const plan = (await page.locator('.mk-compare .swiper-slide').first().boundingBox())!
    assert.closeTo(labels.width, plan.width, 2)
    assert.isAbove(labels.x, plan.x, 'the feature names are on the right')

    const status = page.locator('.mk-compare-nav span')
    assert.equal((await status.textContent())?.trim(), '1 من 3')
    await page.getByRole('button', { name: 'الباقة التالية' }).click()
    await page.waitForFunction(() =>
      document.querySelector('.mk-compare-nav span')?.textContent?.startsWith('2')
    )

    // the single-plan card is there from the start, on the default plan
    const card = page.getByRole('tabpanel')
    await card.scrollIntoViewIfNeeded()
    assert.equal(await card.getAttribute('data-plan'), 'free')
    await page.getByRole('tab', { name: 'الباقة الشهرية' }).click()
    assert.equal(await card.getAttribute('data-plan'), 'monthly')
    assert.isTrue(await card.getByRole('link', { name: 'اشترك في الباقة الشهرية' }).isVisible())
    assert.equal(
      await card.getByRole('link', { name: 'اشترك في الباقة الشهرية' }).getAttribute('href'),
      '/auth/signup?plan=monthly'
    )
    await page.screenshot({ path: 'tmp/screenshots/marketing-plans-390.png', fullPage: true })

    // the sign-up button opens a new tab that lands on the sign-up page with the plan chosen
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: 'اشترك في الباقة الشهرية' }).click(),
    ])
    await tab.waitForURL(/\/signup\?plan=monthly$/)
    assert.equal(new URL(tab.url()).pathname, '/signup')
    await tab.close()
  })

  test('post: the category list expands and collapses; share links and copy link work', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(
      route('marketing.academy.show', { slug: 'create-your-website-in-minutes' })
    )
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'عرض أقسام إدارة المتجر' })
    await toggle.scrollIntoViewIfNeeded()
    const sub = page.locator('#sub-store-management')
    assert.isFalse(await sub.isVisible())
    await toggle.click()
    assert.isTrue(await sub.getByRole('link', { name: 'الطلبات والفواتير' }).isVisible())
    await page.getByRole('button', { name: 'إخفاء أقسام إدارة المتجر' }).click()
    assert.isFalse(await sub.isVisible())

    const share = page.getByRole('group', { name: 'مشاركة' })
    for (const [name, start] of [
      ['مشاركة عبر واتساب', 'https://wa.me/?text='],
      ['مشاركة عبر إكس', 'https://x.com/intent/post?'],
      ['مشاركة عبر فيسبوك', 'https://www.facebook.com/sharer/sharer.php?u='],
      ['مشاركة عبر لينكدإن', 'https://www.linkedin.com/sharing/share-offsite/?url='],
    ]) {
      const link = share.getByRole('link', { name })
      assert.isTrue((await link.getAttribute('href'))!.startsWith(start), name)
      assert.include(
        await link.getAttribute('href'),
        encodeURIComponent('/academy/create-your-website-in-minutes')
      )
      assert.equal(await link.getAttribute('target'), '_blank')
    }
    await share.getByRole('button', { name: 'نسخ الرابط' }).click()
    await share.getByText('تم نسخ الرابط').waitFor()

    // the category side list filters the list
    await toggle.click()
    await page
      .locator('#sub-store-management')
      .getByRole('link', { name: 'الطلبات والفواتير' })
      .click()
    await page.waitForURL(/\/academy\?category=orders-and-invoices$/)
    await page.getByRole('heading', { level: 1, name: 'الطلبات والفواتير' }).waitFor()
  })

  test('landing: the café menu wears its colours on a phone without sideways scroll', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('marketing.landing.show', { slug: 'nakheel-cafe' }))
    await hydrated(page)
    const background = await page
      .locator('main.lp')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(background, 'rgb(251, 246, 239)')
    assert.isTrue(await page.getByRole('heading', { level: 1, name: 'قهوة نخيل' }).isVisible())
    assert.equal(await page.locator('.lp-group').count(), 4)
    assert.isTrue(await page.getByRole('img', { name: /رمز QR/ }).isVisible())
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
    await page.screenshot({ path: 'tmp/screenshots/marketing-landing-390.png', fullPage: true })
  })
})

const ROUTES: [string, string, number][] = [
  ['home', '/', 200],
  ['plans', '/plans', 200],
  ['academy', '/academy', 200],
  ['academy-category', '/academy?category=store-management', 200],
  ['academy-post', '/academy/simplified-tax-invoice', 200],
  ['blogs', '/blogs', 200],
  ['blog-post', '/blog/home-bakery-success', 200],
  ['apps', '/apps', 200],
  ['apps-payment', '/apps/payment', 200],
  ['apps-support', '/apps/apps-support', 200],
  ['app', '/app/tabby', 200],
  ['privacy', '/page/privacy-policy', 200],
  ['usage', '/page/usage-policy', 200],
  ['page-missing', '/page/nothing-here', 404],
  ['about', '/about', 200],
  ['demo', '/demo', 200],
  ['contact', '/contact', 200],
  ['landing', '/l/nakheel-cafe', 200],
  ['landing-missing', '/l/no-such-menu', 404],
  ['not-found', '/no-such-address', 404],
]

test.group('Browser: every marketing page on a phone and a desktop', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{0} at 390 and 1280: status, Arabic title, no sideways scroll, no script error')
    .with(ROUTES)
    .run(async ({ visit, assert }, [name, path, status]) => {
      const page = await visit(router.makeUrl('marketing.home.show'))
      const errors: string[] = []
      // the dev server's HMR socket is off in tests; its client complaining about it is not ours
      page.on('pageerror', (error: Error) => {
        if (!/WebSocket/.test(error.message)) errors.push(error.message)
      })
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        const response = await page.goto(path)
        assert.equal(response!.status(), status, `${path} status`)
        await hydrated(page)
        assert.match(await page.title(), /^صفحتي/)
        assert.equal(await page.locator('h1').count(), 1, 'one main heading')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth
        )
        assert.isAtMost(overflow, 0, `${path} at ${width} scrolls sideways`)
        await page.screenshot({
          path: `tmp/screenshots/marketing-${name}-${width}.png`,
          fullPage: true,
        })
      }
      assert.deepEqual(errors, [])
    })
})
