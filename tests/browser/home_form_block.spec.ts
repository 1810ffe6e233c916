/// <reference lib="dom" />
// Issue 31 item 1 in chromium at 390 px: the merchant adds a form to the storefront home in the dashboard,
// and a visitor sends it from the home page.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import FormSubmission from '#models/form_submission'
import HomeSection from '#models/home_section'
import { makeForm } from '../functional/forms/helpers.js'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/home-form-${name}-390.png`,
  fullPage: true,
})

/** Buttons, links styled as buttons and fields of a scope shorter than a thumb's 44 px. */
async function smallTargets(page: any, scope: string): Promise<string[]> {
  return page.evaluate((selector: string) => {
    const small: string[] = []
    document
      .querySelector(selector)
      ?.querySelectorAll('button, select, input:not([type="hidden"]), a.btn, label.ui-check')
      .forEach((element) => {
        const box = (element as HTMLElement).getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return
        if (element.closest('.public-form-trap') || element.matches('.visually-hidden')) return
        const type = (element as HTMLInputElement).type
        if (type === 'radio' || type === 'checkbox') return
        if (box.height < 44) small.push(`${element.tagName} ${element.textContent} ${box.height}`)
      })
    return small
  }, scope)
}

test.group('Browser: a form on the storefront home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the merchant adds the form to the home at 390 px; a visitor sends it from the home page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const form = await makeForm(demo, {
      title: 'احجز موعد تجربة',
      intro: 'اترك اسمك وجوالك ونتصل بك.',
      fields: [
        { type: 'short_text', label: 'الاسم', required: true },
        { type: 'mobile', label: 'الجوال', required: true },
      ],
    })

    const dash = await signIn(visit, 'demo@safhati.sa')
    await dash.goto('/dashboard/demo/home-sections')
    assert.deepEqual(dash.viewportSize(), { width: 390, height: 844 })
    await dash.getByLabel('النموذج', { exact: true }).selectOption(String(form.id))
    await dash.click('button:has-text("إضافة النموذج")')
    const block = dash.locator('[data-testid="home-block"]:has-text("احجز موعد تجربة")')
    await block.waitFor()
    await block.locator('small:has-text("نموذج")').waitFor()
    assert.isAtMost(await overflow(dash), 0)
    assert.deepEqual(await smallTargets(dash, '.dash-page'), [])
    await dash.screenshot(shot('editor'))
    const stored = await HomeSection.query().where('website_id', demo.id).where('form_id', form.id)
    assert.lengthOf(stored, 1)
    // added forms are not offered twice
    assert.equal(
      await dash.locator(`#home-add-form option[value="${form.id}"]`).count(),
      0,
      'the added form is still offered'
    )

    await browserContext.clearCookies()
    const page = await visit('/o/demo')
    const dialog = page.locator('.branch-dialog')
    if (await dialog.count()) {
      await dialog.locator('.branch-option').first().click()
      await dialog.waitFor({ state: 'detached' })
    }
    const section = page.locator('section.placed-form')
    await section.locator('h2:has-text("احجز موعد تجربة")').scrollIntoViewIfNeeded()
    assert.isAtMost(await overflow(page), 0)
    assert.deepEqual(await smallTargets(page, 'section.placed-form'), [])
    const byLabel = (label: string) => section.getByLabel(label, { exact: true })
    await byLabel('الاسم').fill('نورة السبيعي')
    await byLabel('الجوال').fill('0551234567')
    await section.locator('button[type="submit"]').click()
    await section.locator('.form-alert.is-success').waitFor()
    assert.equal(await byLabel('الاسم').inputValue(), '')
    await page.screenshot(shot('home-sent'))
    assert.match(page.url(), /\/o\/demo$/)
    const submissions = await FormSubmission.query().where('form_id', form.id)
    assert.lengthOf(submissions, 1)
    assert.equal(submissions[0].answers[0].value, 'نورة السبيعي')
  })
})
