// Issue 31 item 1: the dashboard's forms (list, create, edit, delete), the plan's count and who may.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Form from '#models/form'
import { FormFactory } from '#database/factories/form_factory'
import FormField from '#models/form_field'
import FormVersion from '#models/form_version'
import Plan from '#models/plan'
import { demoMerchant, nakheelOwner } from '#tests/functional/dashboard/website_helpers'
import { send, fieldErrors } from '#tests/functional/dashboard/form_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import { formInput, makeForm } from '#tests/functional/forms/helpers'

const INDEX = '/dashboard/demo/forms'

test.group('Dashboard: forms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner creates a form with its fields in order; the list shows it', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const created = await send(client, 'post', INDEX, owner, `${INDEX}/create`, {
      title: 'طلب توظيف',
      intro: 'انضم إلى فريقنا',
      fields: [
        { type: 'short_text', label: 'الاسم', required: true },
        { type: 'choice', label: 'الوظيفة', choices: ['مصففة', 'استقبال'], required: true },
        { type: 'file', label: 'السيرة الذاتية', help: 'PDF أو صورة' },
      ],
    })
    created.assertStatus(303)
    created.assertFlashMessage('success', 'تم إنشاء النموذج')
    const form = await Form.query()
      .where('website_id', demo.id)
      .where('title', 'طلب توظيف')
      .preload('fields', (q) => q.orderBy('position'))
      .firstOrFail()
    assert.equal(form.slug, 'طلب-توظيف')
    assert.deepEqual(
      form.fields.map((field) => [field.label, field.type, field.isRequired]),
      [
        ['الاسم', 'short_text', true],
        ['الوظيفة', 'choice', true],
        ['السيرة الذاتية', 'file', false],
      ]
    )
    assert.deepEqual(form.fields[1].choices, ['مصففة', 'استقبال'])
    assert.equal(form.fields[2].help, 'PDF أو صورة')
    // its field set is kept as a version
    assert.lengthOf(await FormVersion.query().where('form_id', form.id), 1)

    const page = await client.get(INDEX).withInertia().loginAs(owner)
    page.assertInertiaComponent('dashboard/forms/index')
    const props = page.inertiaProps as any
    const row = props.forms.find((item: any) => item.id === form.id)
    assert.equal(row.fieldCount, 3)
    assert.equal(row.storeUrl, `/o/demo/forms/${encodeURIComponent('طلب-توظيف')}`)
    // monthly plan: 5 forms with the contact form, the seeded one and this one made
    assert.deepEqual(props.allowance, { count: 2, limit: 4, contactOnly: false, canCreate: true })
  })

  test('bad input goes back with Arabic messages under each field and stores nothing', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const before = await Form.query().where('website_id', demo.id)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...formInput(), title: 'ن' }, 'title', 'يجب ألا يقل طول الحقل عن 2 أحرف'],
      [{ ...formInput(), fields: [] }, 'fields', 'اختر عنصرا واحدا على الأقل.'],
      [
        { ...formInput(), fields: [{ type: 'choice', label: 'اللون', choices: ['أحمر'] }] },
        'fields.0.choices',
        'أضف خيارين على الأقل لحقل «اللون».',
      ],
      [
        { ...formInput(), fields: [{ type: 'choices', label: 'اللون', choices: ['أ', 'أ'] }] },
        'fields.0.choices',
        'في خيارات حقل «اللون» خيار مكرر، اجعل كل خيار مختلفا.',
      ],
      [
        { ...formInput(), fields: [{ type: 'signature', label: 'التوقيع' }] },
        'fields.0.type',
        'القيمة المختارة غير صحيحة.',
      ],
      [{ ...formInput(), slug: 'طلب-عرض-سعر' }, 'slug', 'هذه القيمة مستخدمة من قبل.'],
    ]
    for (const [payload, field, message] of cases) {
      const refused = await send(client, 'post', INDEX, owner, `${INDEX}/create`, payload)
      refused.assertStatus(303)
      assert.equal(fieldErrors(refused)[field], message, field)
    }
    assert.lengthOf(await Form.query().where('website_id', demo.id), before.length)
  })

  test('editing keeps the key of a field sent back and a new version; up and down reorder', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    const [first, second] = form.fields
    const saved = await send(
      client,
      'put',
      `${INDEX}/${form.id}`,
      owner,
      `${INDEX}/${form.id}/edit`,
      {
        title: 'طلب حجز قاعة',
        active: false,
        fields: [
          { key: second.key, type: 'long_text', label: 'وصف المناسبة' },
          { key: first.key, type: 'short_text', label: 'الاسم الكامل', required: true },
          { key: 'forged', type: 'number', label: 'العدد' },
        ],
      }
    )
    saved.assertStatus(303)
    const fields = await FormField.query().where('form_id', form.id).orderBy('position')
    assert.deepEqual(
      fields.map((field) => [field.key === second.key, field.key === first.key, field.label]),
      [
        [true, false, 'وصف المناسبة'],
        [false, true, 'الاسم الكامل'],
        [false, false, 'العدد'],
      ]
    )
    assert.notEqual(fields[2].key, 'forged')
    await form.refresh()
    assert.isFalse(form.isActive)
    assert.lengthOf(await FormVersion.query().where('form_id', form.id), 2)
  })

  test('another website’s form is a 404 to edit, update and delete', async ({ client, assert }) => {
    const { nakheel, owner } = await demoMerchant()
    // nakheel is on the free plan: its form comes from the factory, not the service
    const other = await FormFactory.merge({ websiteId: nakheel.id, title: 'نموذج آخر' })
      .with('fields', 2)
      .create()
    ;(await client.get(`${INDEX}/${other.id}/edit`).loginAs(owner)).assertStatus(404)
    const put = await send(client, 'put', `${INDEX}/${other.id}`, owner, INDEX, formInput())
    put.assertStatus(404)
    ;(await send(client, 'delete', `${INDEX}/${other.id}`, owner, INDEX)).assertStatus(404)
    await other.refresh()
    assert.equal(other.title, 'نموذج آخر')
  })

  test('a plan of one form has the contact form only: the page says why, a crafted post is refused', async ({
    client,
    assert,
  }) => {
    const owner = await nakheelOwner()
    const page = await client.get('/dashboard/nakheel/forms').withInertia().loginAs(owner)
    const props = page.inertiaProps as any
    assert.deepEqual(props.allowance, { count: 0, limit: 0, contactOnly: true, canCreate: false })
    const create = await client.get('/dashboard/nakheel/forms/create').withInertia().loginAs(owner)
    assert.isFalse((create.inertiaProps as any).allowance.canCreate)

    const refused = await send(
      client,
      'post',
      '/dashboard/nakheel/forms',
      owner,
      '/dashboard/nakheel/forms',
      formInput()
    )
    refused.assertStatus(303)
    refused.assertFlashMessage('error_code', 'forms_contact_only')
    assert.include(refused.flashMessages().error, 'نموذج «تواصل معنا» فقط')
    assert.lengthOf(await Form.query().where('title', 'طلب حجز قاعة'), 0)
  })

  test('past the plan’s count a new form is refused with the plan’s message', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const plan = await Plan.findOrFail(demo.planId)
    plan.features = { ...plan.features, manage_forms: 2 }
    await plan.save()
    // the seeded form is the one form the plan allows besides the contact form
    const refused = await send(client, 'post', INDEX, owner, `${INDEX}/create`, formInput())
    refused.assertStatus(303)
    refused.assertFlashMessage('error_code', 'plan_limit_reached')
    assert.include(refused.flashMessages().error, 'النماذج')
    assert.lengthOf(await Form.query().where('website_id', demo.id), 1)
  })

  test('an editor manages forms; reception may not; an editor cannot read the inbox', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const editor = await memberOf(demo, 'editor')
    const reception = await memberOf(demo, 'reception')
    ;(await client.get(INDEX).withInertia().loginAs(editor)).assertStatus(200)
    const made = await send(client, 'post', INDEX, editor, INDEX, formInput())
    made.assertStatus(303)
    ;(await client.get(INDEX).loginAs(reception)).assertStatus(404)
    const crafted = await send(client, 'post', INDEX, reception, INDEX, formInput({ title: 'خفي' }))
    crafted.assertStatus(404)
    assert.lengthOf(await Form.query().where('title', 'خفي'), 0)
    ;(await client.get('/dashboard/demo/messages').loginAs(editor)).assertStatus(404)
  })

  test('deleting a form keeps its submissions under the title they were sent with', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    const { default: FormSubmission } = await import('#models/form_submission')
    const kept = await FormSubmission.create({
      websiteId: demo.id,
      formId: form.id,
      formTitle: form.title,
      formVersion: form.version,
      answers: [{ key: 'a', label: 'الاسم', type: 'short_text', value: 'نورة' }],
    })
    const deleted = await send(client, 'delete', `${INDEX}/${form.id}`, owner, INDEX)
    deleted.assertStatus(303)
    assert.isNull(await Form.find(form.id))
    await kept.refresh()
    assert.isNull(kept.formId)
    assert.equal(kept.formTitle, 'طلب حجز قاعة')
    const inbox = await client
      .get('/dashboard/demo/messages?form=deleted')
      .withInertia()
      .loginAs(owner)
    assert.equal((inbox.inertiaProps as any).submissions[0].id, kept.id)
  })
})
