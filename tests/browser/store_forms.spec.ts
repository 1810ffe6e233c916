/// <reference lib="dom" />
// Issue 31 item 5 in chromium at 390 px: a visitor sends a merchant form with a file from the storefront,
// a wrong answer is refused per field in Arabic, and the merchant reads the submission in the inbox.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import FormSubmission from '#models/form_submission'
import { makeForm } from '../functional/forms/helpers.js'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/forms-${name}-390.png`, fullPage: true })

/** A 1x1 PNG, as a phone's photo would be sent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

/** Every interactive element of the form narrower or shorter than a thumb's 44 px. */
async function smallTargets(page: any, scope: string): Promise<string[]> {
  return page.evaluate((selector: string) => {
    const small: string[] = []
    const root = document.querySelector(selector)
    root
      ?.querySelectorAll(
        'input:not([type="hidden"]), select, textarea, button, label.ui-check, .ui-file-button'
      )
      .forEach((element) => {
        const box = (element as HTMLElement).getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return
        // the honeypot is out of reach; a file input is hidden behind its Arabic button
        if (element.closest('.public-form-trap') || element.matches('.visually-hidden')) return
        const type = (element as HTMLInputElement).type
        // a radio or checkbox counts through its label (the whole row is the target)
        if (type === 'radio' || type === 'checkbox') return
        if (box.height < 44)
          small.push(`${element.tagName}#${element.id} ${Math.round(box.height)}`)
      })
    return small
  }, scope)
}

async function demoForm() {
  const demo = await Website.findByOrFail('username', 'demo')
  const form = await makeForm(demo, { title: 'طلب حجز قاعة', intro: 'املأ النموذج ونرد عليك.' })
  return { demo, form, url: `/o/demo/forms/${encodeURIComponent(form.slug)}` }
}

test.group('Browser: a merchant form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a visitor sends every kind of field with an image; the merchant reads it in the inbox', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { form, url } = await demoForm()
    const page = await visit(url)
    await page.locator('h1:has-text("طلب حجز قاعة")').waitFor()
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    const dialog = page.locator('.branch-dialog')
    if (await dialog.count()) {
      await dialog.locator('.branch-option').first().click()
      await dialog.waitFor({ state: 'detached' })
    }
    assert.isAtMost(await overflow(page), 0)
    assert.deepEqual(await smallTargets(page, 'form.public-form'), [])
    await page.screenshot(shot('store-page'))

    const byLabel = (label: string) => page.getByLabel(label, { exact: true })
    await byLabel('الاسم').fill('نورة السبيعي')
    await byLabel('التفاصيل').fill('حفل تخرج لعشرين شخصا')
    await byLabel('البريد').fill('noura@example.com')
    await byLabel('الجوال').fill('0551234567')
    await byLabel('العدد').fill('٢٠')
    await byLabel('التاريخ').fill('2026-05-14')
    await page.locator('label.ui-check:has-text("جدة")').click()
    await page.locator('label.ui-check:has-text("قص")').click()
    await page.locator('label.ui-check:has-text("تسريحة")').click()
    await byLabel('المرفق').setInputFiles({ name: 'قاعة.png', mimeType: 'image/png', buffer: PNG })
    await page.click('form.public-form button[type="submit"]')
    await page.locator('.form-alert.is-success:has-text("تم استلام رسالتك")').waitFor()
    // the form is empty again for a next message
    assert.equal(await byLabel('الاسم').inputValue(), '')
    await page.screenshot(shot('store-sent'))

    const stored = await FormSubmission.query().where('form_id', form.id)
    assert.lengthOf(stored, 1)

    // the merchant: the inbox's tab of this form, the labels, the file
    await browserContext.clearCookies()
    const dash = await signIn(visit, 'demo@safhati.sa')
    await dash.goto('/dashboard/demo/messages')
    await dash.locator(`.dash-inbox-tabs a:has-text("${form.title}")`).click()
    await dash.waitForURL(`**/dashboard/demo/messages?form=${form.id}`)
    await dash.locator('a.dash-message-link:has-text("نورة السبيعي")').waitFor()
    assert.isAtMost(await overflow(dash), 0)
    await dash.screenshot(shot('inbox'))

    await dash.locator('a.dash-message-link:has-text("نورة السبيعي")').click()
    for (const label of ['الاسم', 'البريد', 'الجوال', 'المدينة', 'الخدمات', 'المرفق']) {
      await dash.locator(`dt:has-text("${label}")`).first().waitFor()
    }
    await dash.locator('dd:has-text("قص، تسريحة")').waitFor()
    assert.isAtMost(await overflow(dash), 0)
    await dash.screenshot(shot('submission'))
    const href = await dash.locator('a:has-text("قاعة.png")').getAttribute('href')
    const file = await dash.request.get(href)
    assert.equal(file.status(), 200)
    assert.equal(file.headers()['content-type'], 'image/png')
    assert.deepEqual(Buffer.from(await file.body()), PNG)
  })

  test('a wrong answer is refused under its field in Arabic and nothing is stored', async ({
    visit,
    assert,
  }) => {
    const { form, url } = await demoForm()
    const page = await visit(url)
    const dialog = page.locator('.branch-dialog')
    if (await dialog.count()) {
      await dialog.locator('.branch-option').first().click()
      await dialog.waitFor({ state: 'detached' })
    }
    const byLabel = (label: string) => page.getByLabel(label, { exact: true })
    await byLabel('الاسم').fill('نورة')
    await byLabel('البريد').fill('ليس بريدا')
    await byLabel('الجوال').fill('12345')
    await page.click('form.public-form button[type="submit"]')
    await page.locator(`#form-${form.fields[3].key}-error`).waitFor()
    const errors = await page.locator('form.public-form .ui-error').allTextContents()
    assert.isAtLeast(errors.length, 3)
    for (const text of errors) assert.match(text, /[\u0600-\u06FF]/)
    // what was typed stays, and the field says it is wrong
    assert.equal(await byLabel('الاسم').inputValue(), 'نورة')
    assert.equal(await byLabel('الجوال').getAttribute('aria-invalid'), 'true')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('store-errors'))
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 0)
  })
})

test.group('Browser: the form editor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the merchant reorders fields by keyboard, buttons and dragging the handle', async ({
    visit,
    assert,
  }) => {
    const { form } = await demoForm()
    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto(`/dashboard/demo/forms/${form.id}/edit`)
    const cards = page.locator('[data-testid="form-field"]')
    await cards.first().waitFor()
    const order = async () =>
      (await page
        .locator('[data-testid="form-field"] .form-field-head strong')
        .allTextContents()) as string[]
    assert.deepEqual((await order()).slice(0, 3), ['الاسم', 'التفاصيل', 'البريد'])
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('editor'))
    await cards.first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'tmp/screenshots/forms-editor-field-390.png' })

    // keyboard: focus the second field's "down" button and press Enter, twice
    await page.locator('button[aria-label="تحريك التفاصيل لأسفل"]').focus()
    await page.keyboard.press('Enter')
    await page.locator('button[aria-label="تحريك التفاصيل لأسفل"]').focus()
    await page.keyboard.press('Enter')
    assert.deepEqual((await order()).slice(0, 4), ['الاسم', 'البريد', 'الجوال', 'التفاصيل'])
    // a tap on "up" brings it back one place; the live region says where it is
    await page.click('button[aria-label="تحريك التفاصيل لأعلى"]')
    assert.deepEqual((await order()).slice(0, 4), ['الاسم', 'البريد', 'التفاصيل', 'الجوال'])
    await page.locator('[aria-live="polite"]:has-text("التفاصيل: الموضع 3 من 9")').waitFor()

    // dragging the first card's handle onto the second card (pointer events: a finger drags alike;
    // near the screen's bottom edge the page scrolls to reach it)
    const handle = cards.nth(0).locator('.form-field-handle')
    await handle.scrollIntoViewIfNeeded()
    const from = await handle.boundingBox()
    const viewport = page.viewportSize()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    const second = cards.nth(1).locator('.form-field-head strong')
    for (let step = 0; step < 40; step++) {
      const box = await second.boundingBox()
      if (box.y + box.height < viewport.height - 80) break
      await page.mouse.move(from.x, viewport.height - 10 - (step % 2))
    }
    const to = await second.boundingBox()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 })
    await page.mouse.up()
    assert.deepEqual((await order()).slice(0, 4), ['البريد', 'الاسم', 'التفاصيل', 'الجوال'])

    await page.click('button[type="submit"]:has-text("حفظ النموذج")')
    await page.waitForURL('**/dashboard/demo/forms')
    await form.load('fields', (query) => query.orderBy('position'))
    assert.deepEqual(
      form.fields.slice(0, 4).map((field) => field.label),
      ['البريد', 'الاسم', 'التفاصيل', 'الجوال']
    )
  })
})
