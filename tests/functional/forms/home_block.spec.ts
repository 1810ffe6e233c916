// Issue 31 item 1: a form added as a block of a home page (both sites) in the dashboard, shown and sent.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import { FormFactory } from '#database/factories/form_factory'
import FormSubmission from '#models/form_submission'
import HomeSection from '#models/home_section'
import { FormAdmin } from '#services/forms/form_admin'
import { demoMerchant } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'
import {
  GOOD_ANSWERS,
  answersOf,
  formInput,
  keysOf,
  makeForm,
} from '#tests/functional/forms/helpers'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

const EDITOR = '/dashboard/demo/home-sections'
const REFUSED = 'اختر أحد نماذج موقعك المفعّلة.'

function addBlock(client: ApiClient, user: User, site: 'store' | 'content', formId: unknown) {
  return send(client, 'post', EDITOR, user, `${EDITOR}?site=${site}`, { site, form_id: formId })
}

/** The home's stored blocks of a site (order: order, content: content), in their order. */
function blocksOf(websiteId: number, site: 'order' | 'content') {
  return HomeSection.query()
    .where('website_id', websiteId)
    .where('site', site)
    .orderBy('sort_order')
    .orderBy('id')
}

test.group('Forms: a block of a home page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the merchant adds a form to each home; it shows there (SSR), sends without JavaScript, reorders and is removed', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo, { title: 'طلب حجز قاعة' })
    const hidden = await makeForm(demo, { title: 'نموذج موقوف', active: false })
    const editor = await client.get(EDITOR).withInertia().loginAs(owner)
    editor.assertStatus(200)
    const titles = (editor.inertiaProps as any).forms.map((choice: any) => choice.title)
    assert.include(titles, 'طلب حجز قاعة')
    assert.notInclude(titles, hidden.title)

    for (const [site, kind, prefix] of [
      ['store', 'order', 'o'],
      ['content', 'content', 'c'],
    ] as const) {
      const before = await blocksOf(demo.id, kind)
      const added = await addBlock(client, owner, site, form.id)
      added.assertStatus(303)
      added.assertHeader('location', `${EDITOR}?site=${site}`)
      const after = await blocksOf(demo.id, kind)
      assert.lengthOf(after, Math.max(before.length, site === 'content' ? 3 : 0) + 1)
      const block = after.at(-1)!
      assert.equal(block.kind, 'form')
      assert.equal(block.formId, form.id)
      assert.isTrue(block.isVisible)

      // the editor lists it with the form's title, removable; the others are not
      const shown = await client.get(`${EDITOR}?site=${site}`).withInertia().loginAs(owner)
      const listed = (shown.inertiaProps as any)[site] as any[]
      const entry = listed.find((item) => item.id === block.id)
      assert.deepInclude(entry, { kind: 'form', title: 'طلب حجز قاعة', label: 'نموذج' })
      assert.isTrue(entry.removable)
      assert.isFalse(entry.formMissing)
      assert.isTrue(listed.filter((item) => item.id !== block.id).every((i) => !i.removable))

      // the home page renders it on the server, posting to the form's own address
      const home = await client.get(`/${prefix}/demo`)
      home.assertStatus(200)
      const action = `/${prefix}/demo/forms/${encodeURIComponent(form.slug)}`
      assert.include(home.text(), `action="${action}"`)
      assert.include(home.text(), `name="answers[${keysOf(form)['الاسم']}]"`)

      // the browser's own post from the home page: stored, and back to the home page
      const post = client.post(action).header('referer', `/${prefix}/demo`).redirects(0)
      post.field('version', form.version)
      for (const [key, value] of Object.entries(answersOf(form, GOOD_ANSWERS))) {
        if (Array.isArray(value)) value.forEach((v) => post.field(`answers[${key}][]`, v))
        else post.field(`answers[${key}]`, value)
      }
      const sent = await post
      sent.assertStatus(302)
      sent.assertHeader('location', `/${prefix}/demo`)

      // the form block moves first with the existing save (every id, in order), and hides
      const order = [block.id, ...after.slice(0, -1).map((row) => row.id)]
      const saved = await send(client, 'put', EDITOR, owner, EDITOR, {
        site,
        order,
        hidden: [block.id],
      })
      saved.assertStatus(303)
      const reordered = await blocksOf(demo.id, kind)
      assert.deepEqual(
        reordered.map((row) => row.id),
        order
      )
      assert.isFalse(reordered[0].isVisible)
      assert.notInclude((await client.get(`/${prefix}/demo`)).text(), `action="${action}"`)

      const removed = await send(
        client,
        'delete',
        `/dashboard/demo/home-sections/${block.id}`,
        owner,
        EDITOR
      )
      removed.assertStatus(303)
      removed.assertHeader('location', `${EDITOR}?site=${site}`)
      assert.isNull(await HomeSection.find(block.id))
      assert.lengthOf(await blocksOf(demo.id, kind), after.length - 1)
    }
    assert.lengthOf(await FormSubmission.query().where('form_id', form.id), 2)
    assert.isNotNull(await Form.find(form.id))
  })

  test('refused in Arabic, nothing stored: another website’s form, a hidden one, the same form twice, removing a site’s own block', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    const foreign = await FormFactory.merge({ websiteId: nakheel.id }).with('fields', 2).create()
    const hidden = await makeForm(demo, { title: 'نموذج موقوف', active: false })
    const count = async () => (await blocksOf(demo.id, 'order')).length
    const before = await count()
    for (const formId of [foreign.id, hidden.id, 999999, 'نموذج']) {
      const refused = await addBlock(client, owner, 'store', formId)
      refused.assertStatus(303)
      assert.match(fieldErrors(refused).form_id, /[\u0600-\u06FF]/)
      if (typeof formId === 'number') assert.equal(fieldErrors(refused).form_id, REFUSED)
    }
    assert.equal(await count(), before)

    const form = await makeForm(demo)
    ;(await addBlock(client, owner, 'store', form.id)).assertStatus(303)
    const twice = await addBlock(client, owner, 'store', form.id)
    assert.equal(
      fieldErrors(twice).form_id,
      'هذا النموذج في الصفحة الرئيسية من قبل، انقله أو أظهره بدلا من إضافته مرة أخرى.'
    )
    assert.equal(await count(), before + 1)

    const own = (await blocksOf(demo.id, 'order')).find((row) => row.kind !== 'form')!
    const kept = await send(
      client,
      'delete',
      `/dashboard/demo/home-sections/${own.id}`,
      owner,
      EDITOR
    )
    kept.assertStatus(303)
    assert.match(fieldErrors(kept).order, /أخفه/)
    assert.isNotNull(await HomeSection.find(own.id))

    // another website's block is not found
    const theirs = await HomeSection.create({
      websiteId: nakheel.id,
      site: 'order',
      kind: 'form',
      formId: foreign.id,
      sortOrder: 1,
      isVisible: true,
    })
    const foreignDelete = await send(
      client,
      'delete',
      `/dashboard/demo/home-sections/${theirs.id}`,
      owner,
      EDITOR
    )
    foreignDelete.assertStatus(404)
    assert.isNotNull(await HomeSection.find(theirs.id))
  })

  test('a staff member without the content permission is refused; an editor may add', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const form = await makeForm(demo)
    const reception = await memberOf(demo, 'reception')
    const refused = await addBlock(client, reception, 'store', form.id)
    assert.notEqual(refused.status(), 303)
    assert.include([403, 404], refused.status())
    assert.isNull(await HomeSection.query().where('form_id', form.id).first())

    const editor = await memberOf(demo, 'editor')
    ;(await addBlock(client, editor, 'store', form.id)).assertStatus(303)
    const block = await HomeSection.query().where('form_id', form.id).firstOrFail()
    const notRemoved = await send(
      client,
      'delete',
      `/dashboard/demo/home-sections/${block.id}`,
      reception,
      EDITOR
    )
    assert.include([403, 404], notRemoved.status())
    assert.isNotNull(await HomeSection.find(block.id))
  })

  test('a form hidden or deleted later drops the block from both homes, never an error', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const form = await makeForm(demo)
    for (const site of ['store', 'content'] as const)
      (await addBlock(client, owner, site, form.id)).assertStatus(303)
    const action = (prefix: string) => `action="/${prefix}/demo/forms/`

    await FormAdmin.update(demo, form.id, formInput({ active: false }))
    for (const prefix of ['o', 'c']) {
      const home = await client.get(`/${prefix}/demo`)
      home.assertStatus(200)
      assert.notInclude(home.text(), action(prefix))
    }
    const editor = await client.get(EDITOR).withInertia().loginAs(owner)
    const entry = (editor.inertiaProps as any).store.find((item: any) => item.kind === 'form')
    assert.isTrue(entry.formMissing)

    await FormAdmin.destroy(demo, form.id)
    for (const prefix of ['o', 'c']) {
      const home = await client.get(`/${prefix}/demo`)
      home.assertStatus(200)
      assert.notInclude(home.text(), action(prefix))
    }
    const rows = await HomeSection.query().where('website_id', demo.id).where('kind', 'form')
    assert.lengthOf(rows, 2)
    assert.isTrue(rows.every((row) => row.formId === null))
    const api = await client.get('/api/v1/homepage').qs({ username: 'demo' })
    api.assertStatus(200)
  })

  test('a store whose home was never arranged keeps its day-one blocks, the form after them', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    await HomeSection.query().where('website_id', demo.id).where('site', 'order').delete()
    const before = (await client.get('/o/demo').withInertia()).inertiaProps as any
    const kinds = before.blocks.map((block: any) => block.kind)
    assert.isAbove(kinds.length, 0)
    const form = await makeForm(demo)
    ;(await addBlock(client, owner, 'store', form.id)).assertStatus(303)
    const after = (await client.get('/o/demo').withInertia()).inertiaProps as any
    assert.deepEqual(
      after.blocks.map((block: any) => block.kind),
      [...kinds, 'form']
    )
    assert.equal(after.blocks.at(-1).form.definition.slug, form.slug)
  })
})
