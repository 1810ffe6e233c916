import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Post from '#models/post'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { png } from '#tests/functional/dashboard/website_helpers'
import { LANDING } from '#tests/functional/merchant_api/contract_resources'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

const POST = {
  title: 'افتتاح فرعنا الجديد',
  slug: '',
  description: 'خبر سعيد',
  keywords: '',
  content: '<p>نرحب بكم</p><script>alert(1)</script>',
  section_id: null,
  published: true,
}

test.group('Merchant API: content', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('posts: created with the body cleaned (201, Location), filtered by status, replaced, deleted', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const created = await client
      .post('/api/v1/merchant/posts')
      .headers({ ...bearer(key.value), 'Idempotency-Key': 'post-1' })
      .json(POST)
    created.assertStatus(201)
    const id = created.body().data.id
    assert.equal(created.header('location'), `/api/v1/merchant/posts/${id}`)
    assert.notInclude(created.body().data.content, '<script')
    const published = await call(client, 'get', '/posts?status=published&limit=100', key.value)
    assert.include(
      published.body().data.map((row: any) => row.id),
      id
    )
    const drafts = await call(client, 'get', '/posts?status=draft&limit=100', key.value)
    assert.notInclude(
      drafts.body().data.map((row: any) => row.id),
      id
    )
    const draft = await call(client, 'put', `/posts/${id}`, key.value, {
      ...POST,
      published: false,
    })
    draft.assertStatus(200)
    assert.isFalse(draft.body().data.published)
    assertProblem(
      assert,
      await call(client, 'post', '/posts', key.value, { ...POST, title: 'x' }),
      422,
      'validation_failed'
    )
    ;(await client.delete(`/api/v1/merchant/posts/${id}`).headers(bearer(key.value))).assertStatus(
      200
    )
    assert.isNull(await Post.find(id))
  })

  test('sections, pages and landing pages: created, read, replaced, deleted', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const bodies: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['/blog-sections', { title: 'أخبار', slug: '', type: 'main' }, { title: 'أخبار المتجر' }],
      [
        '/pages',
        { name: 'سياسة الاسترجاع', slug: '', content: '<p>خلال 7 أيام</p>', placement: 'footer' },
        { name: 'سياسة الاستبدال' },
      ],
    ]
    bodies.push(['/landing-pages', LANDING, { title: 'منيو العيد' }])
    for (const [path, body, change] of bodies) {
      const created = await call(client, 'post', path, key.value, body)
      created.assertStatus(201)
      const id = created.body().data.id
      const shown = await call(client, 'get', `${path}/${id}`, key.value)
      shown.assertStatus(200)
      assert.isString(shown.header('etag'))
      const replaced = await call(client, 'put', `${path}/${id}`, key.value, { ...body, ...change })
      replaced.assertStatus(200)
      for (const [field, value] of Object.entries(change)) {
        assert.equal(replaced.body().data[field], value)
      }
      const removed = await client
        .delete(`/api/v1/merchant${path}/${id}`)
        .headers(bearer(key.value))
      removed.assertStatus(200)
      assertProblem(assert, await call(client, 'get', `${path}/${id}`, key.value), 404, 'not_found')
    }
  })

  test('slides (multipart with the image) and the home blocks: order and hidden', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const created = await client
      .post('/api/v1/merchant/slides')
      .headers(bearer(key.value))
      .field('site', 'store')
      .field('description', 'تخفيضات')
      .file('image', await png(40, 20), { filename: 'slide.png' })
    created.assertStatus(201)
    const id = created.body().data.id
    const without = await client
      .post('/api/v1/merchant/slides')
      .headers(bearer(key.value))
      .field('site', 'store')
    assertProblem(assert, without, 422, 'validation_failed')
    const replaced = await client
      .put(`/api/v1/merchant/slides/${id}`)
      .headers(bearer(key.value))
      .field('site', 'store')
      .field('description', 'تخفيضات الصيف')
    replaced.assertStatus(200)
    assert.equal(replaced.body().data.description, 'تخفيضات الصيف')
    const stores = await call(client, 'get', '/slides?site=store&limit=100', key.value)
    assert.include(
      stores.body().data.map((row: any) => row.id),
      id
    )

    const home = await call(client, 'get', '/home-sections', key.value)
    home.assertStatus(200)
    const blocks = home.body().data.store.map((block: any) => block.id)
    assert.isAbove(blocks.length, 1)
    const order = [...blocks].reverse()
    const saved = await call(client, 'put', '/home-sections', key.value, {
      site: 'store',
      order,
      hidden: [order[0]],
    })
    saved.assertStatus(200)
    assert.deepEqual(
      saved.body().data.store.map((block: any) => block.id),
      order
    )
  })

  test('forbidden: no content scope is a 403, another website’s id a 404, the plan’s content limit a 403', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, ['content:read', 'content:write'])
    const reader = await keyOf(demo, ['content:read'])
    const catalogue = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    for (const path of [
      '/posts',
      '/pages',
      '/blog-sections',
      '/slides',
      '/landing-pages',
      '/home-sections',
    ]) {
      assertProblem(
        assert,
        await call(client, 'get', path, catalogue.value),
        403,
        'api_scope_missing'
      )
    }
    assertProblem(
      assert,
      await call(client, 'post', '/posts', reader.value, POST),
      403,
      'api_scope_missing'
    )
    const theirPost = await nakheel.related('posts').query().first()
    const theirPage = await nakheel.related('pages').query().firstOrFail()
    for (const [path, row] of [
      ['/pages', theirPage],
      ['/posts', theirPost],
    ] as const) {
      if (!row) continue
      assertProblem(
        assert,
        await call(client, 'get', `${path}/${row.id}`, key.value),
        404,
        'not_found'
      )
      assertProblem(
        assert,
        await client.delete(`/api/v1/merchant${path}/${row.id}`).headers(bearer(key.value)),
        404,
        'not_found'
      )
    }
    // a plan whose manage_content is spent: no post is added
    const plan = await Plan.findByOrFail('id', demo.planId)
    const used = (await demo.related('posts').query()).length
    plan.features = { ...plan.features, manage_content: used }
    await plan.save()
    assertProblem(
      assert,
      await call(client, 'post', '/posts', key.value, POST),
      403,
      'plan_limit_reached'
    )
    assert.lengthOf(await demo.related('posts').query(), used)
  })
})
