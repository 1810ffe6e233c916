// Issue 31 item 1: a visitor sends a merchant form: checks per field, the snapshot rule, honeypot, limit, inbox, CSV.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { LogTransport } from '#mails/transports/log_transport'
import FormSubmission from '#models/form_submission'
import { FormAdmin } from '#services/forms/form_admin'
import { demoMerchant, nakheelOwner, png } from '#tests/functional/dashboard/website_helpers'
import { send } from '#tests/functional/dashboard/form_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import { GOOD_ANSWERS, answersOf, keysOf, makeForm, submit } from '#tests/functional/forms/helpers'

test.group('Forms: a visitor’s submission', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('each site shows the form (SSR, rtl); a good submission is stored with its snapshot and mails the owner', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    for (const prefix of ['c', 'o']) {
      const html = await client.get(`/${prefix}/demo/forms/${encodeURIComponent(form.slug)}`)
      html.assertStatus(200)
      assert.include(html.text(), 'dir="rtl"')
      assert.include(html.text(), 'طلب حجز قاعة')
      assert.include(html.text(), `name="answers[${keysOf(form)['الاسم']}]"`)
    }
    const sent = await submit(client, 'demo', form, {
      version: form.version,
      answers: answersOf(form, GOOD_ANSWERS),
    })
    sent.assertStatus(303)
    sent.assertFlashMessage('form_sent', { slug: form.slug, message: 'تم استلام رسالتك، شكرا لك.' })
    const row = await FormSubmission.query().where('form_id', form.id).firstOrFail()
    assert.equal(row.websiteId, demo.id)
    const byLabel = Object.fromEntries(row.answers.map((a) => [a.label, [a.type, a.value]]))
    assert.deepEqual(byLabel['البريد'], ['email', 'noura@example.com'])
    assert.deepEqual(byLabel['الجوال'], ['mobile', '0551234567'])
    assert.deepEqual(byLabel['العدد'], ['number', '20'])
    assert.deepEqual(byLabel['الخدمات'], ['choices', ['قص', 'تسريحة']])
    assert.deepEqual(byLabel['المرفق'], ['file', null])
    const mail = LogTransport.lastTo('demo@safhati.sa')!
    assert.equal(mail.subject, `رسالة جديدة من نموذج «طلب حجز قاعة» في ${demo.nameAr}`)
    assert.include(mail.text, 'الجوال: 0551234567')
    assert.include(mail.text, `/dashboard/demo/form-submissions/${row.id}`)
  })

  test('every type refuses bad input with its own Arabic message; nothing is stored', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    const keys = keysOf(form)
    const bad = await submit(client, 'demo', form, {
      version: form.version,
      answers: answersOf(form, {
        الاسم: '',
        التفاصيل: 'أ'.repeat(3001),
        البريد: 'noura@',
        الجوال: '0123',
        العدد: 'عشرون',
        التاريخ: '2026-02-30',
        المدينة: 'الدمام',
        الخدمات: ['قص', 'حلاقة'],
      }),
    })
    bad.assertStatus(303)
    const errors = bad.flashMessages().inputErrorsBag as Record<string, string[]>
    const message = (label: string) => errors[`answers.${keys[label]}`]?.[0]
    assert.equal(message('الاسم'), 'الحقل «الاسم» مطلوب.')
    assert.equal(message('التفاصيل'), 'يجب ألا يزيد «التفاصيل» عن 3000 حرف.')
    assert.equal(message('البريد'), 'أدخل بريدا إلكترونيا صحيحا في «البريد»، مثل name@example.com.')
    assert.equal(message('الجوال'), 'أدخل في «الجوال» رقم جوال سعودي من 10 أرقام يبدأ بـ 05.')
    assert.equal(message('العدد'), 'أدخل رقما في «العدد»، مثل 25 أو 2.5.')
    assert.equal(message('التاريخ'), 'أدخل تاريخا صحيحا في «التاريخ».')
    assert.equal(message('المدينة'), 'اختر أحد الخيارات المعروضة في «المدينة».')
    assert.equal(message('الخدمات'), 'اختر من الخيارات المعروضة في «الخدمات».')
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 0)
  })

  test('a file field takes an image (kept private, opened by the merchant) and refuses other files', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    const keys = keysOf(form)
    const page = `/o/demo/forms/${encodeURIComponent(form.slug)}`
    const post = (bytes: Buffer, name: string) => {
      const request = client
        .post(page)
        .header('referer', page)
        .withInertia()
        .withCsrfToken()
        .redirects(0)
        .fields({ version: form.version })
      for (const [key, value] of Object.entries(answersOf(form, GOOD_ANSWERS))) {
        if (Array.isArray(value)) value.forEach((v, i) => request.field(`answers[${key}][${i}]`, v))
        else request.field(`answers[${key}]`, value)
      }
      return request.file(`files[${keys['المرفق']}]`, bytes, { filename: name })
    }
    const refused = await post(Buffer.from('MZ not an image'), 'tool.exe')
    refused.assertStatus(303)
    assert.equal(
      (refused.flashMessages().inputErrorsBag as any)[`answers.${keys['المرفق']}`][0],
      'أرفق في «المرفق» صورة (JPG أو PNG أو WebP) أو ملف PDF.'
    )
    const sent = await post(await png(40, 40), 'صورة القاعة.png')
    sent.assertStatus(303)
    const row = await FormSubmission.query().where('form_id', form.id).firstOrFail()
    const file = row.answers.find((a) => a.type === 'file')!.value as any
    assert.equal(file.name, 'صورة القاعة.png')
    assert.equal(file.mime, 'image/png')
    assert.notInclude(JSON.stringify(row.answers), '/uploads/')

    const shown = await client
      .get(`/dashboard/demo/form-submissions/${row.id}`)
      .withInertia()
      .loginAs(owner)
    const answer = (shown.inertiaProps as any).submission.answers.find((a: any) => a.file)
    const opened = await client.get(answer.file.url).loginAs(owner)
    opened.assertStatus(200)
    assert.equal(opened.header('content-type'), 'image/png')
    // nobody else opens it: a guest goes to login, another merchant gets a 404
    ;(await client.get(answer.file.url).redirects(0)).assertStatus(302)
    const intruder = await nakheelOwner()
    const other = answer.file.url.replace('/dashboard/demo/', '/dashboard/nakheel/')
    ;(await client.get(other).loginAs(intruder)).assertStatus(404)
  })

  test('the snapshot rule: an edited form keeps earlier labels; the old version is still accepted', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    const oldVersion = form.version
    await submit(client, 'demo', form, {
      version: oldVersion,
      answers: answersOf(form, GOOD_ANSWERS),
    })
    // the merchant renames «الاسم» and drops the e-mail field
    await FormAdmin.update(demo, form.id, {
      title: 'طلب حجز قاعة',
      fields: form.fields
        .filter((field) => field.type !== 'email')
        .map((field) => ({
          key: field.key,
          type: field.type,
          label: field.label === 'الاسم' ? 'اسم صاحب الحجز' : field.label,
          required: field.isRequired,
          choices: field.choices ?? undefined,
        })),
    })
    const first = await FormSubmission.query().where('form_id', form.id).firstOrFail()
    assert.include(
      first.answers.map((a) => a.label),
      'الاسم'
    )
    assert.include(
      first.answers.map((a) => a.label),
      'البريد'
    )

    // a page opened before the edit still sends: checked against what it showed
    const late = await submit(client, 'demo', form, {
      version: oldVersion,
      answers: answersOf(form, GOOD_ANSWERS),
    })
    late.assertStatus(303)
    late.assertFlashMessage('form_sent', { slug: form.slug, message: 'تم استلام رسالتك، شكرا لك.' })
    // a version never shown asks to reload
    const gone = await submit(client, 'demo', form, {
      version: '0123456789abcdef',
      answers: answersOf(form, GOOD_ANSWERS),
    })
    gone.assertStatus(303)
    assert.include(JSON.stringify(gone.flashMessages()), 'أعد تحميل الصفحة')

    const csv = await client.get(`/dashboard/demo/forms/${form.id}/submissions.csv`).loginAs(owner)
    csv.assertStatus(200)
    const [header, ...lines] = csv.text().replace('\uFEFF', '').trim().split('\r\n')
    const columns = header.split(',')
    assert.deepEqual(columns.slice(0, 3), ['التاريخ', 'الاسم', 'التفاصيل'])
    assert.include(columns, 'اسم صاحب الحجز')
    assert.include(columns, 'البريد')
    assert.lengthOf(lines, 2)
    assert.include(lines[0], 'نورة السبيعي')
    assert.include(lines[0], 'noura@example.com')
  })

  test('the honeypot answers as sent and keeps nothing; the address limit refuses a fourth', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    const bot = await submit(client, 'demo', form, {
      version: form.version,
      website_url: 'http://spam.example',
      answers: answersOf(form, GOOD_ANSWERS),
    })
    bot.assertStatus(303)
    bot.assertFlashMessage('form_sent', { slug: form.slug, message: 'تم استلام رسالتك، شكرا لك.' })
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 0)
    for (let i = 0; i < 2; i++) {
      const ok = await submit(client, 'demo', form, {
        version: form.version,
        answers: answersOf(form, GOOD_ANSWERS),
      })
      ok.assertStatus(303)
    }
    const limited = await submit(client, 'demo', form, {
      version: form.version,
      answers: answersOf(form, GOOD_ANSWERS),
    })
    limited.assertStatus(303)
    assert.include(JSON.stringify(limited.flashMessages()), 'أرسلت رسائل كثيرة')
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 2)
  })

  test('an inactive form or another website’s slug is a 404; the inbox groups by form', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo, { active: false })
    ;(await client.get(`/c/demo/forms/${encodeURIComponent(form.slug)}`)).assertStatus(404)
    ;(await client.get(`/o/nakheel/forms/${encodeURIComponent('طلب-عرض-سعر')}`)).assertStatus(404)
    const post = await submit(client, 'demo', form, { answers: {} })
    post.assertStatus(404)

    const seeded = await (
      await import('#models/form')
    ).default
      .query()
      .where('website_id', demo.id)
      .where('slug', 'طلب-عرض-سعر')
      .firstOrFail()
    const row = await FormSubmission.create({
      websiteId: demo.id,
      formId: seeded.id,
      formTitle: seeded.title,
      formVersion: seeded.version,
      answers: [{ key: 'name', label: 'الاسم', type: 'short_text', value: 'هيا' }],
    })
    const inbox = await client
      .get(`/dashboard/demo/messages?form=${seeded.id}`)
      .withInertia()
      .loginAs(owner)
    const props = inbox.inertiaProps as any
    assert.equal(props.current, seeded.id)
    assert.deepEqual(
      props.submissions.map((s: any) => s.id),
      [row.id]
    )
    assert.include(
      props.tabs.forms.map((tab: any) => tab.title),
      'طلب عرض سعر'
    )
    const contact = await client.get('/dashboard/demo/messages').withInertia().loginAs(owner)
    assert.isNull((contact.inertiaProps as any).current)
    // reception has no messages ability: the submission is a 404 to them
    const reception = await memberOf(demo, 'reception')
    ;(
      await client.get(`/dashboard/demo/form-submissions/${row.id}`).loginAs(reception)
    ).assertStatus(404)
    const read = await send(
      client,
      'patch',
      `/dashboard/demo/form-submissions/${row.id}`,
      owner,
      '/dashboard/demo/messages',
      { read: true }
    )
    read.assertStatus(303)
    await row.refresh()
    assert.isNotNull(row.readAt)
  })
})
