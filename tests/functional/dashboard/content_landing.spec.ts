import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LandingPage from '#models/landing_page'
import LandingPageItem from '#models/landing_page_item'
import {
  assertRefused,
  type RefusedCase,
  assertForeignRecord404,
  clearUploads,
  demoOwner,
  demoWebsite,
  filesOf,
  nakheelOwner,
  nakheelWebsite,
  png,
  send,
  sendMultipart,
} from './content_helpers.js'

const landingUrl = (username = 'demo') => `/dashboard/${username}/landing-pages`

const GOOD = {
  title: 'منيو صالون ديمو',
  title_en: 'Demo Salon Menu',
  slug: 'demo-menu',
  description: 'أسعار خدماتنا',
  background_color: '#FFFFFF',
  text_color: '#222222',
  text_activecolor: '#328E6E',
  btn_color: '#328E6E',
  btn_hovercolor: '#26715A',
  instagram_url: 'https://instagram.com/demo',
  phone: '0551234567',
  email: 'hello@demo.sa',
  enable_qr: true,
  items: [
    { group: 'المشروبات', name: 'قهوة عربية', calories: 5, price: '12.50' },
    { group: 'المشروبات', name: 'شاي', calories: null, price: '8' },
    { group: 'الحلويات', name: 'كنافة', calories: 420, price: '24.00' },
  ],
}

test.group('Dashboard content: landing pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await demoWebsite()).id))

  test('a menu page saved in the dashboard drives /l/{slug}', async ({ client, route, assert }) => {
    const demo = await demoWebsite()
    const owner = await demoOwner()
    const response = await send(
      client,
      'post',
      route('dashboard.landing_pages.store', { username: 'demo' }),
      owner,
      landingUrl(),
      GOOD
    )
    response.assertStatus(303)
    response.assertHeader('location', landingUrl())
    assert.equal(response.flashMessages().success, 'تمت إضافة صفحة المنيو')
    const landing = await LandingPage.query()
      .where('website_id', demo.id)
      .where('slug', 'demo-menu')
      .preload('items', (q) => q.orderBy('sort_order'))
      .firstOrFail()
    assert.deepEqual(
      landing.items.map((i) => [i.groupName, i.name, i.calories, i.price]),
      [
        ['المشروبات', 'قهوة عربية', 5, 1250],
        ['المشروبات', 'شاي', null, 800],
        ['الحلويات', 'كنافة', 420, 2400],
      ]
    )
    assert.equal(landing.links.instagram, 'https://instagram.com/demo')

    const page = await client
      .get(route('marketing.landing.show', { slug: 'demo-menu' }))
      .withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.equal(props.landing.title, 'منيو صالون ديمو')
    assert.deepEqual(
      props.groups.map((g: any) => g.name),
      ['المشروبات', 'الحلويات']
    )
    assert.deepEqual(props.groups[0].items[0], { name: 'قهوة عربية', calories: 5, price: 1250 })
    assert.isNotNull(props.landing.qrImage)
    assert.include(
      props.landing.links.map((l: any) => l.href),
      'tel:0551234567'
    )

    // the index and the edit form show it back in the request's fields
    const index = await client
      .get(route('dashboard.landing_pages.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    index.assertInertiaComponent('dashboard/landing_pages/index')
    assert.equal((index.inertiaProps as any).pages[0].items, 3)
    const edit = await client
      .get(route('dashboard.landing_pages.edit', { username: 'demo', id: landing.id }))
      .withInertia()
      .loginAs(owner)
    assert.deepEqual((edit.inertiaProps as any).landing.items[0], {
      group: 'المشروبات',
      name: 'قهوة عربية',
      calories: 5,
      price: '12.50',
    })

    // an edit replaces the menu, turns the QR off and adds a logo
    ;(
      await sendMultipart(
        client,
        'put',
        route('dashboard.landing_pages.update', { username: 'demo', id: landing.id }),
        owner,
        landingUrl(),
        {
          'title': 'منيو جديد',
          'slug': 'demo-menu',
          'background_color': '#000000',
          'text_color': '#FFFFFF',
          'text_activecolor': '#FFCC00',
          'btn_color': '#FFCC00',
          'btn_hovercolor': '#AA8800',
          'enable_qr': '0',
          'items[0][group]': 'الأطباق',
          'items[0][name]': 'كبسة',
          'items[0][price]': '45.5',
        },
        { field: 'logo', bytes: await png(200, 200) }
      )
    ).assertStatus(303)
    await landing.refresh()
    assert.isFalse(landing.enableQr)
    assert.deepEqual(await filesOf(demo.id, landing.logo), [true, true, true])
    const after = await client
      .get(route('marketing.landing.show', { slug: 'demo-menu' }))
      .withInertia()
    const shown = after.inertiaProps as any
    assert.equal(shown.landing.title, 'منيو جديد')
    assert.isNull(shown.landing.qrImage)
    assert.deepEqual(shown.groups, [
      { name: 'الأطباق', items: [{ name: 'كبسة', calories: null, price: 4550 }] },
    ])
    assert.equal(shown.landing.logo, landing.logo)

    // deleted: the public page answers 404 and the logo's files go
    ;(
      await send(
        client,
        'delete',
        route('dashboard.landing_pages.destroy', { username: 'demo', id: landing.id }),
        owner,
        landingUrl()
      )
    ).assertStatus(303)
    assert.equal(
      await LandingPageItem.query()
        .where('landing_page_id', landing.id)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      0
    )
    ;(await client.get(route('marketing.landing.show', { slug: 'demo-menu' }))).assertStatus(404)
    assert.deepEqual(await filesOf(demo.id, landing.logo), [false, false, false])
  })

  test('bad input is refused under its field and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const cases: RefusedCase[] = [
      [{ ...GOOD, title: '' }, 'title', 'الحقل ضروري.'],
      [{ ...GOOD, slug: 'nakheel-cafe' }, 'slug', 'هذه القيمة مستخدمة من قبل.'],
      [{ ...GOOD, btn_color: 'blue' }, 'btn_color', 'أدخل لونا صحيحا مثل \u2066#328E6E\u2069'],
      [{ ...GOOD, instagram_url: 'javascript:alert(1)' }, 'instagram_url', ''],
      [{ ...GOOD, email: 'not-an-email' }, 'email', ''],
      [
        { ...GOOD, items: [{ group: 'أ', name: 'ب', price: '12.345' }] },
        'items.0.price',
        'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
      ],
      [{ ...GOOD, items: [{ group: 'أ', name: 'ب', price: '-3' }] }, 'items.0.price', ''],
      [{ ...GOOD, items: [{ group: '', name: 'ب', price: '3' }] }, 'items.0.group', ''],
      [
        { ...GOOD, items: [{ group: 'أ', name: 'ب', price: '3', calories: 'many' }] },
        'items.0.calories',
        '',
      ],
    ]
    await assertRefused(
      client,
      assert,
      owner,
      route('dashboard.landing_pages.store', { username: 'demo' }),
      `${landingUrl()}/create`,
      cases
    )
    const demo = await demoWebsite()
    assert.equal(
      Number((await LandingPage.query().where('website_id', demo.id).count('* as n'))[0].$extras.n),
      0
    )
  })

  test("the free plan's one landing page: nakheel cannot add a second", async ({
    client,
    route,
    assert,
  }) => {
    const nakheel = await nakheelWebsite()
    const refused = await send(
      client,
      'post',
      route('dashboard.landing_pages.store', { username: 'nakheel' }),
      await nakheelOwner(),
      landingUrl('nakheel'),
      { ...GOOD, slug: 'nakheel-second' }
    )
    refused.assertStatus(303)
    assert.match(JSON.stringify(refused.flashMessages()), /باقت/)
    assert.equal(
      Number(
        (await LandingPage.query().where('website_id', nakheel.id).count('* as n'))[0].$extras.n
      ),
      1
    )
    const index = await client
      .get(route('dashboard.landing_pages.index', { username: 'nakheel' }))
      .withInertia()
      .loginAs(await nakheelOwner())
    assert.deepEqual((index.inertiaProps as any).plan, { limit: 1, used: 1, canAdd: false })
  })

  test("nakheel's merchant gets 404 for demo's landing page, and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    ;(
      await send(
        client,
        'post',
        route('dashboard.landing_pages.store', { username: 'demo' }),
        await demoOwner(),
        landingUrl(),
        GOOD
      )
    ).assertStatus(303)
    const landing = await LandingPage.query().where('website_id', demo.id).firstOrFail()
    const before = landing.serialize()
    const owner = await nakheelOwner()
    ;(
      await client.get(route('dashboard.landing_pages.index', { username: 'demo' })).loginAs(owner)
    ).assertStatus(404)
    await assertForeignRecord404(client, owner, 'nakheel', 'landing_pages', landing.id, {
      ...GOOD,
      title: 'مخترق',
      items: [],
    })
    await landing.refresh()
    assert.deepEqual(landing.serialize(), before)
    assert.equal(
      Number(
        (await LandingPageItem.query().where('landing_page_id', landing.id).count('* as n'))[0]
          .$extras.n
      ),
      3
    )
  })
})
