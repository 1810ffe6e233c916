import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import {
  clearUploads,
  demoOwner,
  filesOf,
  nakheelOwner,
  png,
  uploadCount,
} from './website_helpers.js'
import {
  assertForeignForm404,
  assertUpdateRefused,
  fieldErrors,
  type RefusedCase,
} from './form_helpers.js'
import { urlFor } from '#http/urls/urls'

const demo = () => Website.findByOrFail('username', 'demo')

/** The form's addresses on demo's dashboard. */
const urls = () => ({
  update: urlFor('dashboard.design.update', { username: 'demo' }),
  edit: urlFor('dashboard.design.edit', { username: 'demo' }),
})

const part = (color: string, textcolor: string, hovercolor: string) => ({
  color,
  textcolor,
  hovercolor,
})

/** A full, valid design form. */
const GOOD = {
  default_theme: 'theme-1',
  background: part('#FAFAF5', '#333', '#0a7'),
  header: part('#123456', '#ffffff', '#ffcc00'),
  footer: part('#000', '#eeeeee', '#7fd1ae'),
}

test.group('Dashboard: design', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await demo()).id))

  test("demo's merchant opens the design with its theme and colours", async ({
    client,
    route,
    assert,
  }) => {
    const response = await client
      .get(route('dashboard.design.edit', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/design/edit')
    const props = response.inertiaProps as any
    const website = await demo()
    assert.equal(props.design.default_theme, 'theme-1')
    assert.deepEqual(props.design.header, {
      color: website.design.header.color,
      textcolor: website.design.header.textColor,
      hovercolor: website.design.header.hoverColor,
      image: website.design.header.image,
    })
    assert.deepEqual(props.themes, [{ value: 'theme-1', label: 'الأساسي' }])
  })

  test('a saved design shows at once on /o/demo and /c/demo as CSS variables', async ({
    client,
    route,
    assert,
  }) => {
    const response = await client
      .put(route('dashboard.design.update', { username: 'demo' }))
      .json(GOOD)
      .withCsrfToken()
      .withInertia()
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.design.edit', { username: 'demo' }))
    response.assertFlashMessage('success', 'تم حفظ التصميم')

    const { design } = await demo()
    assert.deepEqual(design.header, {
      color: '#123456',
      textColor: '#ffffff',
      hoverColor: '#ffcc00',
      image: null,
    })
    // stored lowercase; #rgb kept as typed
    assert.equal(design.background.color, '#fafaf5')
    assert.equal(design.footer.color, '#000')

    for (const [name, selector] of [
      ['store.home.show', '.store{'],
      ['content.home.show', '.content-site{'],
    ] as const) {
      const html = (await client.get(route(name, { username: 'demo' }))).text()
      assert.include(html, selector)
      assert.include(html, '--header-bg:#123456;')
      assert.include(html, '--header-hover:#ffcc00;')
      assert.include(html, '--page-bg:#fafaf5;')
      assert.include(html, '--footer-bg:#000;')
      // no colour is written into a style attribute
      assert.notInclude(html, 'style="--')
    }
  })

  test('the brand colour is saved with the rest and leads the sites; left out, the saved one stays', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const save = (body: object) =>
      client
        .put(route('dashboard.design.update', { username: 'demo' }))
        .json(body)
        .withCsrfToken()
        .withInertia()
        .loginAs(owner)
        .redirects(0)
    ;(await save({ ...GOOD, primary_color: '#0F766E' })).assertStatus(303)
    assert.equal((await demo()).design.primaryColor, '#0f766e')
    const html = (await client.get(route('store.home.show', { username: 'demo' }))).text()
    assert.include(html, '--primary:#0f766e;')

    ;(await save(GOOD)).assertStatus(303)
    assert.equal((await demo()).design.primaryColor, '#0f766e')
  })

  test('a saved text colour that does not read on its part is replaced on the sites by one that does', async ({
    client,
    route,
    assert,
  }) => {
    await client
      .put(route('dashboard.design.update', { username: 'demo' }))
      .json({ ...GOOD, header: part('#8a1538', '#444444', '#ffcc00') })
      .withCsrfToken()
      .withInertia()
      .loginAs(await demoOwner())
      .redirects(0)
    // kept as the merchant chose it (the design page shows it and warns)...
    assert.equal((await demo()).design.header.textColor, '#444444')
    // ...but the store's header text reads (WCAG AA)
    const html = (await client.get(route('store.home.show', { username: 'demo' }))).text()
    assert.include(html, '--header-text:#ffffff;')
  })

  test('each rule answers its Arabic message and nothing is stored', async ({ client, assert }) => {
    const owner = await demoOwner()
    const before = (await demo()).serialize()
    const bad = 'أدخل لونا صحيحا مثل \u2066#328E6E\u2069'
    const cases: RefusedCase[] = [
      [{ default_theme: 'theme-9' }, 'default_theme', 'القيمة المختارة غير صحيحة.'],
      [{ default_theme: undefined }, 'default_theme', 'الحقل ضروري.'],
      [{ header: part('red', '#fff', '#fff') }, 'header.color', bad],
      [{ primary_color: 'teal' }, 'primary_color', bad],
      [{ header: part('#12345', '#fff', '#fff') }, 'header.color', bad],
      [{ background: part('#fff', '#ggg', '#fff') }, 'background.textcolor', bad],
      [{ footer: part('#fff', '#fff', '#fff;}body{x:1') }, 'footer.hovercolor', bad],
      [{ footer: part('#fff', '', '#fff') }, 'footer.textcolor', 'الحقل ضروري.'],
      [{ header: undefined }, 'header', 'الحقل ضروري.'],
      [
        { background: { ...GOOD.background, remove_image: 'maybe' } },
        'background.remove_image',
        'قيمة الحقل غير صحيحة.',
      ],
    ]
    await assertUpdateRefused(client, assert, owner, urls(), GOOD, cases)
    assert.deepEqual((await demo()).serialize(), before)
  })

  test('a header image is uploaded with its variants, and replaced without leftovers', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const send = async (image: Buffer | null, extra: Record<string, string> = {}) => {
      const request = client
        .put(route('dashboard.design.update', { username: 'demo' }))
        .withCsrfToken()
        .withInertia()
        .header('referer', route('dashboard.design.edit', { username: 'demo' }))
        .loginAs(owner)
        .redirects(0)
      const fields: Record<string, string> = { default_theme: 'theme-1', ...extra }
      for (const name of ['background', 'header', 'footer'] as const)
        for (const [key, value] of Object.entries(GOOD[name])) fields[`${name}[${key}]`] = value
      request.fields(fields)
      if (image) request.file('header[image]', image, { filename: 'header.png' })
      return request
    }

    ;(await send(await png(1400, 300))).assertStatus(303)
    const website = await demo()
    const first = website.design.header.image!
    assert.match(first, /-1400x300\.png$/)
    assert.equal(website.design.header.color, '#123456')
    assert.deepEqual(await filesOf(website.id, first), [true, true, true])

    ;(await send(await png(1000, 200))).assertStatus(303)
    const second = (await demo()).design.header.image!
    assert.notEqual(second, first)
    assert.deepEqual(await filesOf(website.id, first), [false, false, false])
    assert.equal(await uploadCount(website.id), 3)
    // the storefront paints the header with it
    const html = (await client.get(route('store.home.show', { username: 'demo' }))).text()
    assert.include(html, `--header-image:url("${second}")`)

    // a text file named .png is refused under the field, and the saved image stays
    const refused = await send(Buffer.from('plain text, not an image'))
    refused.assertStatus(303)
    assert.equal(
      fieldErrors(refused)['header.image'],
      'اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.'
    )
    // a PNG's first bytes on a broken body: the service refuses it under the same field
    const broken = await send(
      Buffer.concat([(await png(50, 50)).subarray(0, 64), Buffer.alloc(300)])
    )
    assert.equal(
      (broken.flashMessages().errorsBag as Record<string, string>)['header.image'],
      'الملف ليس صورة مقبولة، اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.'
    )
    assert.equal((await demo()).design.header.image, second)

    ;(await send(null, { 'header[remove_image]': '1' })).assertStatus(303)
    assert.isNull((await demo()).design.header.image)
    assert.equal(await uploadCount(website.id), 0)
  })

  test("nakheel's merchant gets 404 on demo's design, and nothing changes", async ({
    client,
    assert,
  }) => {
    const intruder = await nakheelOwner()
    const before = (await demo()).serialize()
    await assertForeignForm404(client, intruder, urls(), GOOD)
    assert.deepEqual((await demo()).serialize(), before)
  })
})
