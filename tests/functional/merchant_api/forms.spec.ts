// Issue 31 item 1: /api/v1 of forms: the public definition and submission, the merchant's forms and submissions.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import { FormFactory } from '#database/factories/form_factory'
import FormSubmission from '#models/form_submission'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'
import { GOOD_ANSWERS, answersOf, formInput, makeForm } from '#tests/functional/forms/helpers'

test.group('API: forms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('public: a form’s definition and a submission; a bad answer is a 422 naming its field', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const form = await makeForm(demo)
    const path = `/api/v1/forms/${encodeURIComponent(form.slug)}?username=demo`
    const shown = await client.get(path)
    shown.assertStatus(200)
    assert.equal(shown.body().form.version, form.version)
    assert.lengthOf(shown.body().form.fields, 9)
    const sent = await client
      .post(path)
      .json({ version: form.version, answers: answersOf(form, GOOD_ANSWERS) })
    sent.assertStatus(201)
    assert.equal(sent.body().message, 'تم استلام رسالتك، شكرا لك.')
    const bad = await client.post(path).json({
      version: form.version,
      answers: { ...answersOf(form, GOOD_ANSWERS), [form.fields[3].key]: '12' },
    })
    bad.assertStatus(422)
    assert.include(JSON.stringify(bad.body()), 'رقم جوال سعودي')
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 1)
    ;(
      await client.get(`/api/v1/forms/${encodeURIComponent(form.slug)}?username=nakheel`)
    ).assertStatus(404)
  })

  test('merchant: create, read, replace, list submissions, delete; scopes, plan and other websites', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write', 'messages:read'])
    const created = await client
      .post('/api/v1/merchant/forms')
      .headers(bearer(key.value))
      .json(formInput())
    created.assertStatus(201)
    const id = created.body().data.id
    assert.equal(created.header('location'), `/api/v1/merchant/forms/${id}`)
    const fields = created.body().data.fields
    const replaced = await client
      .put(`/api/v1/merchant/forms/${id}`)
      .headers(bearer(key.value))
      .json({
        title: 'نموذج معدل',
        fields: [{ key: fields[0].key, type: 'short_text', label: 'الاسم الكامل' }],
      })
    replaced.assertStatus(200)
    assert.equal(replaced.body().data.fields[0].key, fields[0].key)

    const form = await Form.findOrFail(id)
    await FormSubmission.create({
      websiteId: demo.id,
      formId: id,
      formTitle: 'طلب حجز قاعة',
      formVersion: form.version,
      answers: [{ key: fields[0].key, label: 'الاسم', type: 'short_text', value: 'نورة' }],
    })
    const list = await client
      .get(`/api/v1/merchant/forms/${id}/submissions`)
      .headers(bearer(key.value))
    list.assertStatus(200)
    assert.equal(list.body().data[0].answers[0].label, 'الاسم')

    // a key without the scope, another website's form, a contact-only plan
    const readOnly = await keyOf(demo, ['content:read'])
    const refused = await client
      .post('/api/v1/merchant/forms')
      .headers(bearer(readOnly.value))
      .json(formInput())
    refused.assertStatus(403)
    // the submissions are the inbox's: messages:read, not content:read
    ;(
      await client.get(`/api/v1/merchant/forms/${id}/submissions`).headers(bearer(readOnly.value))
    ).assertStatus(403)
    const other = await FormFactory.merge({ websiteId: nakheel.id }).with('fields', 2).create()
    ;(
      await client.get(`/api/v1/merchant/forms/${other.id}`).headers(bearer(key.value))
    ).assertStatus(404)
    const nakheelKey = await keyOf(nakheel, ['content:read', 'content:write', 'messages:read'])
    const plan = await client
      .post('/api/v1/merchant/forms')
      .headers(bearer(nakheelKey.value))
      .json(formInput())
    plan.assertStatus(403)
    assert.equal(plan.body().code, 'forms_contact_only')

    ;(await client.delete(`/api/v1/merchant/forms/${id}`).headers(bearer(key.value))).assertStatus(
      204
    )
    assert.isNull(await Form.find(id))
  })
})
