/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import Post from '#models/post'
import Website from '#models/website'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/content-${name}.png`, fullPage: true })

test.group('Browser: dashboard content', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    const demo = await Website.findByOrFail('username', 'demo')
    await drive.use().deleteAll(`${demo.id}`)
  })

  test("demo's merchant writes a post with a heading, a list and an image, publishes it and reads it on /c/demo", async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/posts')
    await page.waitForLoadState('networkidle')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    assert.equal(await page.textContent('main h1'), 'المنشورات')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('posts-390'))

    await page.click('a:has-text("منشور جديد")')
    await page.waitForURL('**/posts/create')
    await page.fill('#title', 'تجربة المحرر من الجوال')
    await page.fill('#description', 'منشور كتب من لوحة التحكم')
    const editor = page.locator('.rte-content')
    await editor.waitFor()
    assert.equal(await editor.getAttribute('dir'), 'rtl')

    // a toolbar button gives the focus back to the text; typing waits for it, as a person would
    const typingInEditor = () =>
      page.waitForFunction(() => !!document.activeElement?.closest('.rte-content'))
    await editor.click()
    await page.click('button[aria-label="عنوان رئيسي"]')
    await page.locator('.rte-content h2').waitFor()
    await typingInEditor()
    await page.keyboard.type('خطوات العناية')
    await page.keyboard.press('Enter')
    await page.click('button[aria-label="قائمة نقطية"]')
    await page.locator('.rte-content ul li').waitFor()
    await typingInEditor()
    await page.keyboard.type('الغسول')
    await page.locator('.rte-content li', { hasText: 'الغسول' }).waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.type('الترطيب')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.click('button[aria-label="غامق"]')
    await typingInEditor()
    await page.keyboard.type('مهم')

    const image = await sharp({
      create: { width: 640, height: 320, channels: 3, background: '#328e6e' },
    })
      .png()
      .toBuffer()
    await page.setInputFiles('input[aria-label="اختر صورة للمحتوى"]', {
      name: 'routine.png',
      mimeType: 'image/png',
      buffer: image,
    })
    await page.locator('.rte-content img').waitFor()
    assert.match((await page.locator('.rte-content img').getAttribute('src'))!, /-640x320\.png$/)

    // the picker offers the uploaded image to put in again
    await page.click('button[aria-label="من الصور المرفوعة"]')
    await page.locator('.rte-library-item').first().waitFor()
    assert.equal(await page.locator('.rte-library-item').count(), 1)
    await page.click('button[aria-label="من الصور المرفوعة"]')
    assert.equal(await page.locator('.rte-library').count(), 0)

    await page.check('#published')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('post-editor-390'))
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/demo/posts')
    const toast = page.locator('.toast', { hasText: 'تم نشر المنشور' })
    await toast.waitFor()
    assert.include(await page.textContent('main'), 'تجربة المحرر من الجوال')

    const demo = await Website.findByOrFail('username', 'demo')
    const post = await Post.query()
      .where('website_id', demo.id)
      .where('title', 'تجربة المحرر من الجوال')
      .firstOrFail()
    assert.isNotNull(post.publishedAt)
    assert.include(post.content, '<h2>خطوات العناية</h2>')
    assert.include(post.content, '<li><p>الغسول</p></li>')

    await page.goto(`/c/demo/blog/${encodeURIComponent(post.slug)}`)
    // the content site's preloader shows on a full load; Escape skips it, as a reader could
    const preloader = page.getByTestId('content-preloader')
    await preloader.waitFor()
    await page.keyboard.press('Escape')
    await preloader.waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    const body = page.locator('main')
    assert.equal(await body.locator('h2', { hasText: 'خطوات العناية' }).count(), 1)
    assert.equal(await body.locator('li', { hasText: 'الترطيب' }).count(), 1)
    assert.equal(await body.locator('strong', { hasText: 'مهم' }).count(), 1)
    const shown = body.locator('img[src$="-640x320.png"]')
    assert.equal(await shown.count(), 1)
    assert.isTrue(
      await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    )
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('post-public-390'))
  }).timeout(120_000)

  test('the content pages fit a phone: sections, pages, slides, home blocks, landing pages', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    const pages: [string, string][] = [
      ['/dashboard/demo/sections', 'أقسام المدونة'],
      ['/dashboard/demo/sections/create', 'إضافة قسم'],
      ['/dashboard/demo/pages', 'الصفحات'],
      ['/dashboard/demo/pages/create', 'صفحة جديدة'],
      ['/dashboard/demo/slides', 'الشرائح'],
      ['/dashboard/demo/slides/create', 'إضافة شريحة'],
      ['/dashboard/demo/home-sections', 'ترتيب الصفحة الرئيسية'],
      ['/dashboard/demo/landing-pages', 'صفحات المنيو'],
      ['/dashboard/demo/landing-pages/create', 'صفحة منيو جديدة'],
    ]
    for (const [url, title] of pages) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      assert.equal(await page.textContent('main h1'), title, url)
      assert.isAtMost(await overflow(page), 0, url)
      await page.screenshot(shot(url.split('/').slice(3).join('-') || 'x'))
    }
  }).timeout(120_000)

  test('home blocks move with the up and down buttons and the store home follows', async ({
    visit,
    assert,
  }) => {
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/home-sections')
    await page.waitForLoadState('networkidle')
    const titles = () => page.locator('.home-block-title strong').allTextContents()
    const before = await titles()
    await page.locator('.home-block').nth(1).locator('button[aria-label$="لأعلى"]').click()
    const moved = await titles()
    assert.deepEqual(moved, [before[1], before[0], ...before.slice(2)])
    await page.locator('.home-block').nth(0).locator('input[type="checkbox"]').uncheck()
    await page.click('button:has-text("حفظ الترتيب")')
    await page.locator('.toast', { hasText: 'تم حفظ ترتيب الصفحة الرئيسية' }).waitFor()
    assert.deepEqual(await titles(), moved)
    assert.include(await page.locator('.home-block').nth(0).textContent(), 'مخفي')
    await page.screenshot(shot('home-blocks-saved-390'))
  }).timeout(120_000)
})
