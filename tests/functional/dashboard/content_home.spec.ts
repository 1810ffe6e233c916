import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import HomeSection from '#models/home_section'
import Slide from '#models/slide'
import {
  assertForeignRecord404,
  clearUploads,
  countRecords,
  demoMerchant,
  demoOwner,
  demoWebsite,
  filesOf,
  formErrors,
  nakheelOwner,
  nakheelWebsite,
  png,
  send,
  sendMultipart,
} from './content_helpers.js'

const slidesUrl = (username = 'demo') => `/dashboard/${username}/slides`
const homeUrl = (username = 'demo') => `/dashboard/${username}/home-sections`

const GOOD = {
  site: 'store',
  link: 'https://demo.example/offers',
  description: 'خصم الصيف',
  button_text: 'تسوقي الآن',
  button_color: '#AA3300',
  button_text_color: '#fff',
}

test.group('Dashboard content: slides', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await demoWebsite()).id))

  test('index lists both sites slides; create and edit show the form', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = await client
      .get(route('dashboard.slides.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    index.assertStatus(200)
    index.assertInertiaComponent('dashboard/slides/index')
    const stored = await Slide.query().where('website_id', demo.id)
    assert.lengthOf((index.inertiaProps as any).slides, stored.length)
    const sites = new Set((index.inertiaProps as any).slides.map((s: any) => s.site))
    assert.isTrue([...sites].every((site) => site === 'store' || site === 'content'))
    const create = await client
      .get(route('dashboard.slides.create', { username: 'demo' }, { qs: { site: 'content' } }))
      .withInertia()
      .loginAs(owner)
    assert.equal((create.inertiaProps as any).defaults.site, 'content')
  })

  test('a storefront slide with its image, text, link and colours shows on the store home', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const response = await sendMultipart(
      client,
      'post',
      route('dashboard.slides.store', { username: 'demo' }),
      owner,
      slidesUrl(),
      { ...GOOD, position: '0' },
      { field: 'image', bytes: await png(1200, 500) }
    )
    response.assertStatus(303)
    response.assertHeader('location', slidesUrl())
    assert.equal(response.flashMessages().success, 'تمت إضافة الشريحة')
    const slide = await Slide.query()
      .where('website_id', demo.id)
      .where('description', 'خصم الصيف')
      .firstOrFail()
    assert.equal(slide.site, 'order')
    assert.equal(slide.buttonColor, '#AA3300')
    assert.equal(slide.sortOrder, 0)
    assert.deepEqual(await filesOf(demo.id, slide.image), [true, true, true])
    const home = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const text = JSON.stringify(home.inertiaProps)
    assert.include(text, slide.image)
    assert.include(text, 'تسوقي الآن')

    // moved to the content site with a new image: the old files go
    const old = slide.image
    ;(
      await sendMultipart(
        client,
        'put',
        route('dashboard.slides.update', { username: 'demo', id: slide.id }),
        owner,
        slidesUrl(),
        { ...GOOD, site: 'content', description: 'مقالات الصيف' },
        { field: 'image', bytes: await png(900, 400) }
      )
    ).assertStatus(303)
    await slide.refresh()
    assert.equal(slide.site, 'content')
    assert.deepEqual(await filesOf(demo.id, old), [false, false, false])
    const content = await client.get(route('content.home.show', { username: 'demo' })).withInertia()
    assert.include(JSON.stringify(content.inertiaProps), 'مقالات الصيف')
    // an edit without an image keeps it
    ;(
      await sendMultipart(
        client,
        'put',
        route('dashboard.slides.update', { username: 'demo', id: slide.id }),
        owner,
        slidesUrl(),
        { ...GOOD, site: 'content' }
      )
    ).assertStatus(303)
    const kept = slide.image
    await slide.refresh()
    assert.equal(slide.image, kept)

    ;(
      await send(
        client,
        'delete',
        route('dashboard.slides.destroy', { username: 'demo', id: slide.id }),
        owner,
        slidesUrl()
      )
    ).assertStatus(303)
    assert.isNull(await Slide.find(slide.id))
    assert.deepEqual(await filesOf(demo.id, kept), [false, false, false])
  })

  test('bad input is refused under its field and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const count = () => countRecords(Slide, demo.id)
    const before = await count()
    const image = { field: 'image', bytes: await png(100, 50) }
    const cases: [Record<string, string>, typeof image | undefined, string, string][] = [
      [GOOD, undefined, 'image', 'الحقل ضروري.'],
      [{ ...GOOD, site: 'blog' }, image, 'site', 'القيمة المختارة غير صحيحة.'],
      [
        { ...GOOD, link: 'javascript:alert(1)' },
        image,
        'link',
        'أدخل رابطا يبدأ بـ https:// أو / لصفحة في موقعك',
      ],
      // a browser reads a backslash as a slash: another site posing as a path of this one
      [
        { ...GOOD, link: '/\\evil.example' },
        image,
        'link',
        'أدخل رابطا يبدأ بـ https:// أو / لصفحة في موقعك',
      ],
      [
        { ...GOOD, link: '//evil.example' },
        image,
        'link',
        'أدخل رابطا يبدأ بـ https:// أو / لصفحة في موقعك',
      ],
      [
        { ...GOOD, button_color: 'red; background:url(x)' },
        image,
        'button_color',
        'أدخل لونا صحيحا مثل \u2066#328E6E\u2069',
      ],
      [{ ...GOOD, button_text: 'x'.repeat(80) }, image, 'button_text', ''],
      [GOOD, { field: 'image', bytes: Buffer.from('not an image') }, 'image', ''],
    ]
    for (const [fields, file, field, message] of cases) {
      const response = await sendMultipart(
        client,
        'post',
        route('dashboard.slides.store', { username: 'demo' }),
        owner,
        slidesUrl(),
        fields,
        file
      )
      response.assertStatus(303)
      const errors = formErrors(response)
      assert.isDefined(errors[field], JSON.stringify(fields))
      if (message) assert.equal(errors[field], message)
    }
    assert.equal(await count(), before)
  })

  test("nakheel's merchant gets 404 for demo's slides, and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const owner = await nakheelOwner()
    const slide = await Slide.query().where('website_id', demo.id).firstOrFail()
    const before = slide.serialize()
    ;(
      await client.get(route('dashboard.slides.index', { username: 'demo' })).loginAs(owner)
    ).assertStatus(404)
    await assertForeignRecord404(client, owner, 'nakheel', 'slides', slide.id, GOOD, {
      multipart: true,
    })
    await slide.refresh()
    assert.deepEqual(slide.serialize(), before)
  })
})

test.group('Dashboard content: home sections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page lists both sites blocks in their order', async ({ client, route, assert }) => {
    const demo = await demoWebsite()
    const response = await client
      .get(route('dashboard.home_sections.edit', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/home_sections/edit')
    const props = response.inertiaProps as any
    const stored = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    assert.deepEqual(
      props.store.map((b: any) => b.id),
      stored.map((b) => b.id)
    )
    assert.deepEqual(
      props.content.map((b: any) => b.kind),
      ['slides', 'categories', 'recent_blogs']
    )
    assert.isTrue(props.store.every((b: any) => b.visible === true && b.label))
  })

  test('one PUT reorders and hides blocks, and the store home follows at once', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const blocks = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    const order = blocks.map((b) => b.id).reverse()
    const hidden = [blocks.find((b) => b.kind === 'offers')!.id]
    const response = await send(
      client,
      'put',
      route('dashboard.home_sections.update', { username: 'demo' }),
      owner,
      homeUrl(),
      { site: 'store', order, hidden }
    )
    response.assertStatus(303)
    response.assertHeader('location', `${homeUrl()}?site=store`)
    assert.equal(response.flashMessages().success, 'تم حفظ ترتيب الصفحة الرئيسية')
    const saved = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    assert.deepEqual(
      saved.map((b) => b.id),
      order
    )
    assert.deepEqual(
      saved.filter((b) => !b.isVisible).map((b) => b.id),
      hidden
    )

    const home = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const shown = JSON.stringify(home.inertiaProps)
    const ids = [
      ...shown.matchAll(
        /"id":(\d+),"title":[^,]*,"kind":"(slider|store_categories|offers|recent_products|blog_section|services_category)"/g
      ),
    ].map((m) => Number(m[1]))
    const expected = order.filter((id) => !hidden.includes(id))
    assert.deepEqual(
      ids.filter((id) => order.includes(id)),
      expected.filter((id) => ids.includes(id))
    )
    assert.notInclude(ids, hidden[0])
    assert.isAbove(ids.length, 0)
  })

  test('the content home follows its own order and hidden blocks', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const blocks = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'content')
      .orderBy('sort_order')
    const slides = blocks.find((b) => b.kind === 'slides')!
    const rest = blocks
      .filter((b) => b !== slides)
      .map((b) => b.id)
      .reverse()
    ;(
      await send(
        client,
        'put',
        route('dashboard.home_sections.update', { username: 'demo' }),
        owner,
        homeUrl(),
        { site: 'content', order: [...rest, slides.id], hidden: [slides.id] }
      )
    ).assertStatus(303)
    const home = await client.get(route('content.home.show', { username: 'demo' })).withInertia()
    const kinds = ((home.inertiaProps as any).blocks as any[]).map((b) => b.kind)
    assert.notInclude(kinds, 'slides')
    assert.deepEqual(
      kinds,
      rest.map((id) => blocks.find((b) => b.id === id)!.kind)
    )
  })

  test('an order that misses, repeats or borrows a block is refused and nothing moves', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const nakheel = await nakheelWebsite()
    const owner = await demoOwner()
    const blocks = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    const foreign = await HomeSection.query().where('website_id', nakheel.id).firstOrFail()
    const ids = blocks.map((b) => b.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ site: 'store', order: ids.slice(1) }, 'order'],
      [{ site: 'store', order: [...ids, foreign.id] }, 'order'],
      [{ site: 'store', order: [ids[0], ...ids] }, 'order'],
      [{ site: 'store', order: ids, hidden: [foreign.id] }, 'order'],
      [{ site: 'shop', order: ids }, 'site'],
      [{ site: 'store', order: [] }, 'order'],
    ]
    for (const [payload, field] of cases) {
      const response = await send(
        client,
        'put',
        route('dashboard.home_sections.update', { username: 'demo' }),
        owner,
        homeUrl(),
        payload
      )
      response.assertStatus(303)
      assert.isDefined(formErrors(response)[field], JSON.stringify(payload))
    }
    const after = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    assert.deepEqual(
      after.map((b) => b.id),
      ids
    )
    // nakheel's merchant cannot order demo's blocks, nor reach demo's page
    const attempt = await send(
      client,
      'put',
      route('dashboard.home_sections.update', { username: 'nakheel' }),
      await nakheelOwner(),
      homeUrl('nakheel'),
      { site: 'store', order: ids }
    )
    assert.isDefined(formErrors(attempt).order)
    ;(
      await send(
        client,
        'put',
        route('dashboard.home_sections.update', { username: 'demo' }),
        await nakheelOwner(),
        homeUrl(),
        { site: 'store', order: [...ids].reverse() }
      )
    ).assertStatus(404)
    ;(
      await client
        .get(route('dashboard.home_sections.edit', { username: 'demo' }))
        .loginAs(await nakheelOwner())
    ).assertStatus(404)
    const still = await HomeSection.query()
      .where('website_id', demo.id)
      .where('site', 'order')
      .orderBy('sort_order')
    assert.deepEqual(
      still.map((b) => b.id),
      ids
    )
  })
})
