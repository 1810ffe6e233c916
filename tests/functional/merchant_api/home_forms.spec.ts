// Issue 31 item 1 over /api/v1/merchant: a form block added to a home page and removed, and its OpenAPI.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { FormFactory } from '#database/factories/form_factory'
import HomeSection from '#models/home_section'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { makeForm } from '#tests/functional/forms/helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

test.group('Merchant API: a form block of a home page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('a form is added last to a site’s home, listed with its form, reordered and removed', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const form = await makeForm(demo, { title: 'طلب عرض سعر' })
    for (const site of ['store', 'content'] as const) {
      const added = await call(client, 'post', '/home-sections', key.value, {
        site,
        form_id: form.id,
      })
      added.assertStatus(201)
      const blocks = added.body().data[site] as any[]
      const block = blocks.at(-1)
      assert.deepInclude(block, {
        kind: 'form',
        title: 'طلب عرض سعر',
        form_id: form.id,
        form_missing: false,
        removable: true,
        visible: true,
      })

      const order = [block.id, ...blocks.slice(0, -1).map((item) => item.id)]
      const saved = await call(client, 'put', '/home-sections', key.value, { site, order })
      saved.assertStatus(200)
      assert.deepEqual(
        saved.body().data[site].map((item: any) => item.id),
        order
      )
      const home = await client.get('/api/v1/homepage').qs({
        username: 'demo',
        type: site === 'store' ? 'order' : 'content',
      })
      home.assertStatus(200)
      const shown = home.body().home_page.find((item: any) => item.kind === 'form')
      assert.equal(shown.form.definition.slug, form.slug)

      const removed = await client
        .delete(`/api/v1/merchant/home-sections/${block.id}`)
        .headers(bearer(key.value))
      removed.assertStatus(200)
      assert.notInclude(
        removed.body().data[site].map((item: any) => item.id),
        block.id
      )
    }
    assert.isNull(await HomeSection.query().where('form_id', form.id).first())
  })

  test('forbidden: another website’s or a hidden form (422), a site’s own block (422), another website’s block (404), no write scope (403)', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const reader = await keyOf(demo, ['content:read'])
    const foreign = await FormFactory.merge({ websiteId: nakheel.id }).with('fields', 2).create()
    const hidden = await makeForm(demo, { title: 'نموذج موقوف', active: false })
    const before = await HomeSection.query().where('website_id', demo.id)
    for (const formId of [foreign.id, hidden.id]) {
      const refused = await call(client, 'post', '/home-sections', key.value, {
        site: 'store',
        form_id: formId,
      })
      const problem = assertProblem(assert, refused, 422, 'validation_failed')
      assert.equal(problem.errors.form_id[0], 'اختر أحد نماذج موقعك المفعّلة.')
    }
    const form = await makeForm(demo)
    assertProblem(
      assert,
      await call(client, 'post', '/home-sections', reader.value, {
        site: 'store',
        form_id: form.id,
      }),
      403,
      'api_scope_missing'
    )
    assert.lengthOf(await HomeSection.query().where('website_id', demo.id), before.length)

    const own = before.find((row) => row.kind !== 'form')!
    const kept = await client
      .delete(`/api/v1/merchant/home-sections/${own.id}`)
      .headers(bearer(key.value))
    assertProblem(assert, kept, 422, 'home_section_not_removable')
    const theirs = await HomeSection.create({
      websiteId: nakheel.id,
      site: 'order',
      kind: 'form',
      formId: foreign.id,
      sortOrder: 1,
      isVisible: true,
    })
    const notFound = await client
      .delete(`/api/v1/merchant/home-sections/${theirs.id}`)
      .headers(bearer(key.value))
    assert.equal(notFound.status(), 404)
    assert.isNotNull(await HomeSection.find(own.id))
    assert.isNotNull(await HomeSection.find(theirs.id))
  })

  test('the OpenAPI document describes the form block and a page’s formId', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const path = document.paths['/api/v1/merchant/home-sections']
    const body = path.post.requestBody.content['application/json'].schema
    assert.sameMembers(body.required, ['site', 'form_id'])
    assert.equal(body.properties.form_id.type, 'integer')
    assert.deepEqual(body.properties.site.enum, ['store', 'content'])
    assert.exists(path.post.responses['201'])
    assert.exists(document.paths['/api/v1/merchant/home-sections/{id}'].delete)
    const block =
      path.get.responses['200'].content['application/json'].schema.properties.data.properties.store
        .items
    assert.include(block.properties.kind.enum, 'form')
    assert.exists(block.properties.form_id)

    const page = document.paths['/api/v1/merchant/pages'].post
    const pageBody = page.requestBody.content['application/json'].schema
    assert.deepEqual(pageBody.properties.formId.type, ['integer', 'null'])
    assert.include(page.summary, 'formId')
    const pageData = page.responses['201'].content['application/json'].schema.properties.data
    assert.deepEqual(pageData.properties.formId.type, ['integer', 'null'])
    assert.include(pageData.required, 'formId')
  })
})
