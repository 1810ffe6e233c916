// Issue 31 item 1: a form sent without JavaScript: a plain multipart post (no CSRF header), redirected back.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import FormSubmission from '#models/form_submission'
import type Form from '#models/form'
import { demoMerchant } from '#tests/functional/dashboard/website_helpers'
import { GOOD_ANSWERS, answersOf, keysOf, makeForm } from '#tests/functional/forms/helpers'
import type { ApiClient } from '@japa/api-client'

/** The browser's own post of the form: multipart fields, no Inertia nor XSRF header, no CSRF field. */
function plainPost(client: ApiClient, page: string, form: Form, answers: Record<string, unknown>) {
  const request = client.post(page).header('referer', page).redirects(0)
  request.field('version', form.version)
  request.field('website_url', '')
  for (const [key, value] of Object.entries(answers)) {
    if (Array.isArray(value)) value.forEach((v) => request.field(`answers[${key}][]`, v))
    else request.field(`answers[${key}]`, value as string)
  }
  return request
}

test.group('Forms: a submission without JavaScript', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a plain post is stored and redirects back with the form’s thank-you; the page shows it', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    for (const prefix of ['c', 'o']) {
      const page = `/${prefix}/demo/forms/${encodeURIComponent(form.slug)}`
      const sent = await plainPost(client, page, form, answersOf(form, GOOD_ANSWERS))
      sent.assertStatus(302)
      sent.assertHeader('location', page)
      sent.assertFlashMessage('form_sent', {
        slug: form.slug,
        message: 'تم استلام رسالتك، شكرا لك.',
      })
      const shown = await client.get(page).withFlashMessages({
        form_sent: { slug: form.slug, message: 'تم استلام رسالتك، شكرا لك.' },
      })
      shown.assertStatus(200)
      assert.include(shown.text(), 'role="status"><p>تم استلام رسالتك، شكرا لك.</p>')
    }
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 2)
  })

  test('a bad plain post stores nothing and redirects back with per-field errors the page shows', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    const keys = keysOf(form)
    const page = `/c/demo/forms/${encodeURIComponent(form.slug)}`
    const bad = await plainPost(
      client,
      page,
      form,
      answersOf(form, { ...GOOD_ANSWERS, الاسم: '', الجوال: '0123' })
    )
    bad.assertStatus(302)
    bad.assertHeader('location', page)
    const errors = bad.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.equal(errors[`answers.${keys['الاسم']}`][0], 'الحقل «الاسم» مطلوب.')
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 0)

    const shown = await client.get(page).withFlashMessages(bad.flashMessages())
    shown.assertStatus(200)
    assert.include(shown.text(), 'الحقل «الاسم» مطلوب.')
    assert.include(shown.text(), 'أدخل في «الجوال» رقم جوال سعودي من 10 أرقام يبدأ بـ 05.')
    assert.notInclude(shown.text(), 'role="status"')
  })

  test('after a refused plain post the page shows what the visitor typed again, with each field’s error', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    const keys = keysOf(form)
    for (const prefix of ['c', 'o']) {
      const page = `/${prefix}/demo/forms/${encodeURIComponent(form.slug)}`
      const bad = await plainPost(
        client,
        page,
        form,
        answersOf(form, { ...GOOD_ANSWERS, الجوال: '0123' })
      )
      bad.assertStatus(302)
      const shown = await client.get(page).withFlashMessages(bad.flashMessages())
      shown.assertStatus(200)
      const html = shown.text()
      assert.include(html, 'أدخل في «الجوال» رقم جوال سعودي من 10 أرقام يبدأ بـ 05.')
      // typed text and the refused value itself come back, chosen options stay chosen
      assert.match(html, new RegExp(`id="form-${keys['الاسم']}"[^>]*value="نورة السبيعي"`))
      assert.match(html, new RegExp(`id="form-${keys['الجوال']}"[^>]*value="0123"`))
      assert.include(html, '>حفل تخرج لعشرين شخصا</textarea>')
      assert.match(html, /type="radio"[^>]*checked=""[^>]*value="الرياض"/)
      assert.match(html, /type="checkbox"[^>]*checked=""[^>]*value="قص"/)
      assert.notMatch(html, /type="checkbox"[^>]*checked=""[^>]*value="صبغة"/)
      assert.notMatch(html, /type="radio"[^>]*checked=""[^>]*value="جدة"/)
      // the page opened afresh is empty again
      const fresh = await client.get(page)
      assert.notInclude(fresh.text(), 'value="نورة السبيعي"')
    }
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 0)
  })
})
