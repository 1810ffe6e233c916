import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LandingPage from '#models/landing_page'
import Website from '#models/website'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'

test.group('Landing (menu) pages /l/{slug}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the seeded café menu: groups in order, items with calories and prices', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('marketing.landing.show', { slug: 'nakheel-cafe' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/landing/show')
    const props = response.inertiaProps as any
    assert.equal(props.landing.title, 'قهوة نخيل')
    assert.equal(props.landing.titleEn, 'Nakheel Coffee')
    assert.deepEqual(
      props.groups.map((g: any) => g.name),
      ['القهوة الساخنة', 'القهوة الباردة', 'الحلويات', 'التمور']
    )
    assert.deepEqual(props.groups[0].items[0], {
      name: 'قهوة سعودية (دلة)',
      calories: 15,
      price: 2500,
    })
  })

  test('colours come from the record; links are made safe; the QR is the page address', async ({
    client,
    assert,
    route,
  }) => {
    const props = (
      await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' })).withInertia()
    ).inertiaProps as any
    assert.deepEqual(props.landing.colors, {
      background: '#FBF6EF',
      text: '#3A2A1C',
      textActive: '#8A5A2B',
      button: '#8A5A2B',
      buttonHover: '#6E4520',
    })
    const links = Object.fromEntries(props.landing.links.map((l: any) => [l.type, l.href]))
    assert.equal(links.phone, 'tel:0561112233')
    assert.equal(links.email, 'mailto:nakheel.store@example.com')
    assert.equal(links.instagram, 'https://instagram.com/nakheel.store')
    assert.equal(links.website, '/o/nakheel')
    assert.equal(props.landing.qrUrl, `${appUrl()}/l/nakheel-cafe`)
    assert.match(props.landing.qrImage, /^data:image\/svg\+xml;base64,/)
    assert.include(Buffer.from(props.landing.qrImage.split(',')[1], 'base64').toString(), '<svg')
    assert.equal(props.madeByUrl, `${appUrl()}/plans`)
  })

  test('a javascript: or malformed link is dropped; no QR when it is off', async ({
    client,
    assert,
    route,
  }) => {
    const landing = await LandingPage.findByOrFail('slug', 'nakheel-cafe')
    landing.links = {
      ...landing.links,
      facebook: 'javascript:alert(1)',
      twitter: '//evil.example',
      email: 'not-an-email',
    }
    landing.enableQr = false
    await landing.save()
    const props = (
      await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' })).withInertia()
    ).inertiaProps as any
    const types = props.landing.links.map((l: any) => l.type)
    assert.notInclude(types, 'facebook')
    assert.notInclude(types, 'twitter')
    assert.notInclude(types, 'email')
    assert.isNull(props.landing.qrImage)
    assert.notInclude(
      htmlOf(await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' }))),
      'javascript:'
    )
  })

  test('the page is server rendered in its colours with the menu, QR and made-by credit', async ({
    client,
    assert,
    route,
  }) => {
    const html = htmlOf(await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' })))
    assert.equal(titleOf(html), 'صفحتي | قهوة نخيل | Nakheel Coffee')
    assert.include(html, '--lp-bg:#FBF6EF')
    assert.include(html, '--lp-active:#8A5A2B')
    assert.include(html, 'القهوة الباردة')
    assert.include(html, 'لاتيه بالزعفران')
    assert.include(html, '190 سعرة حرارية')
    assert.include(html, '22.00')
    assert.include(html, 'href="tel:0561112233"')
    assert.include(html, 'src="data:image/svg+xml;base64,')
    assert.include(html, `صنع بواسطة <a href="${appUrl()}/plans">صفحتي</a>`)
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/l/nakheel-cafe`)
    // the seeded logo is a WebP picture, which link previews show (an SVG one gives way to the default)
    assert.equal(headTag(html, 'property', 'og:image'), `${appUrl()}/images/demo/logo-nakheel.webp`)
  })

  test('an unknown slug is the landing 404 screen', async ({ client, assert, route }) => {
    const response = await client
      .get(route('marketing.landing.show', { slug: 'no-such-menu' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('marketing/landing/show')
    assert.isNull((response.inertiaProps as any).landing)

    const html = htmlOf(await client.get(route('marketing.landing.show', { slug: 'no-such-menu' })))
    assert.equal(titleOf(html), 'صفحتي | الصفحة غير موجودة')
    assert.include(html, 'عذرا الصفحة غير موجودة او غير صحيحة')
  })

  test('a page of a website marked not found is the 404 screen too', async ({ client, route }) => {
    await Website.query().where('username', 'nakheel').update({ notFound: true })
    ;(
      await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' })).withInertia()
    ).assertStatus(404)
  })

  test('an unsafe colour from the record never reaches the style', async ({
    client,
    assert,
    route,
  }) => {
    await LandingPage.query()
      .where('slug', 'nakheel-cafe')
      .update({ backgroundColor: 'red;x:url(//ev)' })
    const html = htmlOf(await client.get(route('marketing.landing.show', { slug: 'nakheel-cafe' })))
    const style = html.match(/<main class="lp" style="([^"]*)"/)![1]
    assert.include(style, '--lp-bg:#ffffff')
    assert.notInclude(style, 'url(')
  })
})
