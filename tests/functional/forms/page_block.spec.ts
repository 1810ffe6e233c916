// Issue 31 item 1: a form placed as a block under a custom page: picked in the page editor, shown and sent.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { FormFactory } from '#database/factories/form_factory'
import FormSubmission from '#models/form_submission'
import Page from '#models/page'
import { FormAdmin } from '#services/forms/form_admin'
import { demoMerchant } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import {
  GOOD_ANSWERS,
  answersOf,
  formInput,
  keysOf,
  makeForm,
} from '#tests/functional/forms/helpers'

const NEW_PAGE = '/dashboard/demo/pages/create'

function pageBody(formId: number | null) {
  return {
    name: 'احجز قاعتك',
    slug: 'hall',
    content: '<p>قاعات للمناسبات</p>',
    placement: 'none',
    formId,
  }
}

test.group('Forms: a block under a custom page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the editor offers the active forms; the page shows the form (SSR) and it sends as on its own address', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    const hidden = await makeForm(demo, { title: 'نموذج موقوف', active: false })
    const editor = await client.get(NEW_PAGE).withInertia().loginAs(owner)
    const titles = (editor.inertiaProps as any).forms.map((choice: any) => choice.title)
    assert.include(titles, 'طلب حجز قاعة')
    assert.notInclude(titles, hidden.title)

    const created = await send(
      client,
      'post',
      '/dashboard/demo/pages',
      owner,
      NEW_PAGE,
      pageBody(form.id)
    )
    created.assertStatus(303)
    const page = await Page.query().where('website_id', demo.id).where('slug', 'hall').firstOrFail()
    assert.equal(page.formId, form.id)
    const edit = await client
      .get(`/dashboard/demo/pages/${page.id}/edit`)
      .withInertia()
      .loginAs(owner)
    assert.equal((edit.inertiaProps as any).page.formId, form.id)

    const shown = await client.get('/o/demo/p/hall')
    shown.assertStatus(200)
    assert.include(shown.text(), 'قاعات للمناسبات')
    assert.include(shown.text(), `name="answers[${keysOf(form)['الاسم']}]"`)
    const action = `/o/demo/forms/${encodeURIComponent(form.slug)}`
    assert.include(shown.text(), `action="${action}"`)

    // the browser's own post from the page (no JS): stored, and back to the page
    const post = client.post(action).header('referer', '/o/demo/p/hall').redirects(0)
    post.field('version', form.version)
    for (const [key, value] of Object.entries(answersOf(form, GOOD_ANSWERS))) {
      if (Array.isArray(value)) value.forEach((v) => post.field(`answers[${key}][]`, v))
      else post.field(`answers[${key}]`, value)
    }
    const sent = await post
    sent.assertStatus(302)
    sent.assertHeader('location', '/o/demo/p/hall')
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 1)

    // hidden later, then deleted: the block goes, the page stays
    await FormAdmin.update(demo, form.id, formInput({ active: false }))
    const afterHide = await client.get('/o/demo/p/hall')
    afterHide.assertStatus(200)
    assert.include(afterHide.text(), 'قاعات للمناسبات')
    assert.notInclude(afterHide.text(), 'name="answers[')
    await FormAdmin.destroy(demo, form.id)
    const afterDelete = await client.get('/o/demo/p/hall')
    afterDelete.assertStatus(200)
    assert.notInclude(afterDelete.text(), 'name="answers[')
  })

  test('another website’s form, or a hidden one of its own, is refused in Arabic and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    // nakheel is on the free plan: its form comes from the factory, not the service
    const foreign = await FormFactory.merge({ websiteId: nakheel.id }).with('fields', 2).create()
    const hidden = await makeForm(demo, { title: 'نموذج موقوف', active: false })
    for (const formId of [foreign.id, hidden.id]) {
      const refused = await send(
        client,
        'post',
        '/dashboard/demo/pages',
        owner,
        NEW_PAGE,
        pageBody(formId)
      )
      refused.assertStatus(303)
      assert.equal(fieldErrors(refused).formId, 'اختر أحد نماذج موقعك المفعّلة.')
    }
    assert.isNull(await Page.query().where('website_id', demo.id).where('slug', 'hall').first())

    // and on an update of an existing page
    const own = await send(client, 'post', '/dashboard/demo/pages', owner, NEW_PAGE, pageBody(null))
    own.assertStatus(303)
    const page = await Page.query().where('website_id', demo.id).where('slug', 'hall').firstOrFail()
    const editUrl = `/dashboard/demo/pages/${page.id}/edit`
    const update = await send(client, 'put', `/dashboard/demo/pages/${page.id}`, owner, editUrl, {
      ...pageBody(foreign.id),
    })
    update.assertStatus(303)
    assert.equal(fieldErrors(update).formId, 'اختر أحد نماذج موقعك المفعّلة.')
    await page.refresh()
    assert.isNull(page.formId)
  })

  test('both sites’ footers link the active forms’ own pages, and drop a hidden one', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo, { title: 'طلب عرض سعر' })
    await makeForm(demo, { title: 'نموذج موقوف', active: false })
    const slug = encodeURIComponent(form.slug)
    for (const prefix of ['c', 'o']) {
      const home = await client.get(`/${prefix}/demo`)
      home.assertStatus(200)
      assert.include(home.text(), `href="/${prefix}/demo/forms/${slug}"`)
      assert.include(home.text(), 'طلب عرض سعر')
      assert.notInclude(home.text(), 'نموذج موقوف')
    }
    await FormAdmin.update(demo, form.id, formInput({ title: 'طلب عرض سعر', active: false }))
    for (const prefix of ['c', 'o']) {
      const home = await client.get(`/${prefix}/demo`)
      assert.notInclude(home.text(), `/${prefix}/demo/forms/${slug}`)
    }
  })
})
