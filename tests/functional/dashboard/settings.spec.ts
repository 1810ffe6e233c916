import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import WebsiteUsername from '#models/website_username'
import {
  bigPng,
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
  update: urlFor('dashboard.settings.update', { username: 'demo' }),
  edit: urlFor('dashboard.settings.edit', { username: 'demo' }),
})

/** A full, valid settings form of demo. */
const GOOD = {
  name: 'مركز لمسة جمال الجديد',
  facebook_link: 'https://facebook.com/lamsa',
  twitter_link: 'https://x.com/lamsa',
  instagram_link: 'https://instagram.com/lamsa',
  snapchat_link: '',
  tiktok_link: 'https://tiktok.com/@lamsa',
  business_name: 'مؤسسة لمسة جمال',
  tax_number: '310123456700003',
  commercial_registration_number: '1010456789',
  support_content: false,
  username: 'demo',
}

test.group('Dashboard: settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await demo()).id))

  test("demo's merchant opens the settings with the website's values", async ({
    client,
    route,
    assert,
  }) => {
    const response = await client
      .get(route('dashboard.settings.edit', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/settings/edit')
    const { settings } = response.inertiaProps as any
    assert.equal(settings.name, 'مركز لمسة جمال')
    assert.equal(settings.username, 'demo')
    assert.equal(settings.facebook_link, 'https://facebook.com/lamsatjamal')
    assert.isTrue(settings.support_content)
    assert.containsSubset(Object.keys(settings), [
      'name',
      'logo',
      'facebook_link',
      'twitter_link',
      'instagram_link',
      'snapchat_link',
      'tiktok_link',
      'business_name',
      'tax_number',
      'commercial_registration_number',
      'support_content',
      'username',
    ])
  })

  test('a good form is saved, with a toast', async ({ client, route, assert }) => {
    const response = await client
      .put(route('dashboard.settings.update', { username: 'demo' }))
      .json({ ...GOOD, tax_number: '٣١٠١٢٣٤٥٦٧٠٠٠٠٣' })
      .withCsrfToken()
      .withInertia()
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.settings.edit', { username: 'demo' }))
    response.assertFlashMessage('success', 'تم حفظ الإعدادات')

    const website = await demo()
    assert.equal(website.nameAr, GOOD.name)
    assert.equal(website.facebookLink, GOOD.facebook_link)
    assert.equal(website.twitterLink, GOOD.twitter_link)
    assert.equal(website.instagramLink, GOOD.instagram_link)
    assert.isNull(website.snapchatLink)
    assert.equal(website.tiktokLink, GOOD.tiktok_link)
    assert.equal(website.legalName, GOOD.business_name)
    // Arabic-Indic digits are stored latin
    assert.equal(website.vatNumber, '310123456700003')
    assert.equal(website.crNumber, '1010456789')
    assert.isFalse(website.supportContent)
  })

  test('each rule answers its Arabic message and nothing is stored', async ({ client, assert }) => {
    const owner = await demoOwner()
    const before = (await demo()).serialize()
    const cases: RefusedCase[] = [
      [{ name: '' }, 'name', 'الحقل ضروري.'],
      [{ name: 'ab' }, 'name', 'يجب ألا يقل طول الحقل عن 3 أحرف'],
      [{ name: 'ب'.repeat(101) }, 'name', 'يجب ألا يزيد طول الحقل عن 100 حرفا'],
      [
        { facebook_link: 'http://facebook.com/x' },
        'facebook_link',
        'أدخل رابطا صحيحا يبدأ بـ https://',
      ],
      [{ twitter_link: 'x.com/lamsa' }, 'twitter_link', 'أدخل رابطا صحيحا يبدأ بـ https://'],
      [{ instagram_link: 'not a link' }, 'instagram_link', 'أدخل رابطا صحيحا يبدأ بـ https://'],
      [
        { snapchat_link: 'javascript:alert(1)' },
        'snapchat_link',
        'أدخل رابطا صحيحا يبدأ بـ https://',
      ],
      [{ tiktok_link: 'ftp://tiktok.com/x' }, 'tiktok_link', 'أدخل رابطا صحيحا يبدأ بـ https://'],
      [{ business_name: 'ب'.repeat(151) }, 'business_name', 'يجب ألا يزيد طول الحقل عن 150 حرفا'],
      [{ tax_number: '31012345670000' }, 'tax_number', 'الرقم الضريبي 15 رقما، أوله 3 وآخره 3.'],
      [{ tax_number: '110123456700003' }, 'tax_number', 'الرقم الضريبي 15 رقما، أوله 3 وآخره 3.'],
      [{ tax_number: '310123456700001' }, 'tax_number', 'الرقم الضريبي 15 رقما، أوله 3 وآخره 3.'],
      [
        { commercial_registration_number: '10104567' },
        'commercial_registration_number',
        'رقم السجل التجاري يتكون من 10 أرقام.',
      ],
      [{ support_content: 'maybe' }, 'support_content', 'قيمة الحقل غير صحيحة.'],
      [{ username: '' }, 'username', 'الحقل ضروري.'],
      [
        { username: 'a_b' },
        'username',
        'العنوان من 3 إلى 30 حرفا: حروف إنجليزية صغيرة وأرقام وشرطة (-)، يبدأ وينتهي بحرف أو رقم.',
      ],
      [{ username: 'admin' }, 'username', 'هذا الاسم محجوز، اختر اسما آخر.'],
      [{ username: 'nakheel' }, 'username', 'هذا الاسم مستخدم من قبل، اختر اسما آخر.'],
    ]
    await assertUpdateRefused(client, assert, owner, urls(), GOOD, cases)
    assert.deepEqual((await demo()).serialize(), before)
    assert.equal(
      await WebsiteUsername.query()
        .count('* as n')
        .first()
        .then((r) => Number(r?.$extras.n)),
      0
    )
  })

  test('a PNG logo is stored with its two WebP variants; a new one removes the old files', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const upload = async (image: Buffer, name: string) =>
      client
        .put(route('dashboard.settings.update', { username: 'demo' }))
        .fields({ ...GOOD, support_content: '1' })
        .file('logo', image, { filename: name })
        .withCsrfToken()
        .withInertia()
        .loginAs(owner)
        .redirects(0)

    const first = await upload(await png(1200, 600), 'logo.png')
    first.assertStatus(303)
    first.assertFlashMessage('success', 'تم حفظ الإعدادات')
    const website = await demo()
    const logo = website.logo!
    assert.match(logo, new RegExp(`^/uploads/${website.id}/[a-z0-9]+-1200x600\\.png$`))
    assert.isTrue(website.supportContent)
    assert.deepEqual(await filesOf(website.id, logo), [true, true, true])
    // the variants are WebP at 320 and 800 px wide, served from /uploads
    const small = await client.get(logo.replace('.png', '-sm.webp'))
    small.assertStatus(200)
    const medium = await client.get(logo.replace('.png', '-md.webp'))
    medium.assertStatus(200)

    const second = await upload(await png(300, 300, '#ff0000'), 'new.png')
    second.assertStatus(303)
    const replaced = (await demo()).logo!
    assert.notEqual(replaced, logo)
    assert.deepEqual(await filesOf(website.id, logo), [false, false, false])
    assert.deepEqual(await filesOf(website.id, replaced), [true, true, true])
    assert.equal(await uploadCount(website.id), 3)

    // removing the logo removes its files
    await client
      .put(route('dashboard.settings.update', { username: 'demo' }))
      .json({ ...GOOD, remove_logo: true })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    assert.isNull((await demo()).logo)
    assert.equal(await uploadCount(website.id), 0)
  })

  test('a text file named .png and a 3 MB image are refused in Arabic, nothing stored', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const website = await demo()
    const good = await png(200, 200)
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('hello, this is not a picture\n'.repeat(20)), 'photo.png', 'logo'],
      [await bigPng(), 'big.png', 'logo'],
      // a PNG's first bytes on a broken body pass the upload's check, not the service's
      [Buffer.concat([good.subarray(0, 64), Buffer.alloc(500, 7)]), 'broken.png', 'logo'],
    ]
    const messages: string[] = []
    for (const [bytes, filename] of cases) {
      const response = await client
        .put(route('dashboard.settings.update', { username: 'demo' }))
        .fields({ ...GOOD, support_content: '1' })
        .file('logo', bytes, { filename })
        .withCsrfToken()
        .withInertia()
        .header('referer', route('dashboard.settings.edit', { username: 'demo' }))
        .loginAs(owner)
        .redirects(0)
      response.assertStatus(303)
      messages.push(fieldErrors(response).logo)
    }
    assert.oneOf(messages[0], [
      'اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
      'الملف ليس صورة مقبولة، اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
    ])
    assert.equal(messages[1], 'حجم الصورة أكبر من 2 ميجابايت.')
    assert.equal(messages[2], 'الملف ليس صورة مقبولة، اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.')
    assert.equal((await demo()).nameAr, website.nameAr)
    assert.equal((await demo()).logo, website.logo)
    assert.equal(await uploadCount(website.id), 0)
  })

  test("nakheel's merchant gets 404 on demo's settings, and nothing changes", async ({
    client,
    assert,
  }) => {
    const intruder = await nakheelOwner()
    const before = (await demo()).serialize()
    await assertForeignForm404(client, intruder, urls(), { ...GOOD, username: 'stolen' })
    assert.deepEqual((await demo()).serialize(), before)
  })

  test('a new username: the old /o/ and /c/ addresses answer 301 to the new ones', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await client
      .put(route('dashboard.settings.update', { username: 'demo' }))
      .json({ ...GOOD, support_content: true, username: 'Lamsa-Beauty' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader(
      'location',
      route('dashboard.settings.edit', { username: 'lamsa-beauty' })
    )
    const website = await Website.findByOrFail('username', 'lamsa-beauty')

    const store = await client.get(route('store.home.show', { username: 'demo' })).redirects(0)
    store.assertStatus(301)
    store.assertHeader('location', route('store.home.show', { username: 'lamsa-beauty' }))
    const content = await client.get(route('content.home.show', { username: 'demo' })).redirects(0)
    content.assertStatus(301)
    content.assertHeader('location', route('content.home.show', { username: 'lamsa-beauty' }))
    // deeper addresses keep their path and query
    const products = await client
      .get(route('store.products.index', { username: 'demo' }, { qs: { page: 2 } }))
      .redirects(0)
    products.assertStatus(301)
    products.assertHeader(
      'location',
      route('store.products.index', { username: 'lamsa-beauty' }, { qs: { page: 2 } })
    )
    ;(await client.get(route('store.home.show', { username: 'lamsa-beauty' }))).assertStatus(200)

    // a second change: both old names redirect, and stay taken for other websites
    await client
      .put(route('dashboard.settings.update', { username: 'lamsa-beauty' }))
      .json({ ...GOOD, username: 'lamsa-salon' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    const twice = await client
      .get(route('store.home.show', { username: 'lamsa-beauty' }))
      .redirects(0)
    twice.assertStatus(301)
    twice.assertHeader('location', route('store.home.show', { username: 'lamsa-salon' }))
    const nakheel = await client
      .put(route('dashboard.settings.update', { username: 'nakheel' }))
      .json({ name: 'مقهى النخيل', username: 'lamsa-beauty' })
      .withCsrfToken()
      .withInertia()
      .header('referer', route('dashboard.settings.edit', { username: 'nakheel' }))
      .loginAs(await nakheelOwner())
      .redirects(0)
    assert.equal(fieldErrors(nakheel).username, 'هذا الاسم مستخدم من قبل، اختر اسما آخر.')

    // its first name (reserved for new websites today) comes back to it, and no longer redirects
    const back = await client
      .put(route('dashboard.settings.update', { username: 'lamsa-salon' }))
      .json({ ...GOOD, username: 'demo' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    back.assertStatus(303)
    assert.equal((await Website.findOrFail(website.id)).username, 'demo')
    ;(await client.get(route('store.home.show', { username: 'demo' })).redirects(0)).assertStatus(
      200
    )
    const old = await client
      .get(route('store.home.show', { username: 'lamsa-beauty' }))
      .redirects(0)
    old.assertStatus(301)
    old.assertHeader('location', route('store.home.show', { username: 'demo' }))
  })
})
