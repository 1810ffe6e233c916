import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website, { DEFAULT_THEME, defaultDesign } from '#models/website'
import Customer from '#models/customer'
import { GOOD_ONBOARDING, resetAuthState, verifiedMerchant } from './helpers.js'

const REQUIRED = 'الحقل ضروري.'
const FORMAT =
  'العنوان من 3 إلى 30 حرفا: حروف إنجليزية صغيرة وأرقام وشرطة (-)، يبدأ وينتهي بحرف أو رقم.'
const RESERVED = 'هذا الاسم محجوز، اختر اسما آخر.'
const TAKEN = 'هذا الاسم مستخدم من قبل، اختر اسما آخر.'

async function submit(client: any, merchant: any, input: object) {
  return client
    .post(router.makeUrl('auth.onboarding.store'))
    .header('referer', router.makeUrl('auth.onboarding.create'))
    .withInertia()
    .loginAs(merchant)
    .form({ ...GOOD_ONBOARDING, ...input })
    .withCsrfToken()
    .redirects(0)
}

test.group('Merchant sign-up, step 3: onboarding', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('a visitor is sent to /login', async ({ client, route }) => {
    const response = await client.get(route('auth.onboarding.create')).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the page offers the activity and entity codes with Arabic labels', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant({ signupPlanCode: 'monthly' })
    const response = await client
      .get(route('auth.onboarding.create'))
      .withInertia()
      .loginAs(merchant)
    response.assertStatus(200)
    response.assertInertiaComponent('auth/onboarding')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.activityTypes.map((o: any) => o.code),
      ['resturant', 'clinic', 'barber', 'shop', 'salon', 'home_business', 'custom']
    )
    assert.deepEqual(
      props.activityTypes.map((o: any) => o.label),
      ['مطعم', 'عيادة', 'حلاق', 'متجر', 'صالون تجميل', 'أسر منتجة', 'نشاط آخر']
    )
    assert.deepEqual(
      props.entityTypes.map((o: any) => o.code),
      ['inistitution-company', 'individual']
    )
    assert.equal(props.plan.code, 'monthly')
    assert.equal(props.suggestedName, merchant.name)
  })

  test('good input creates the website on the chosen plan with the default theme and colours', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant({ signupPlanCode: 'monthly' })
    const response = await submit(client, merchant, { username: ' Noura-Salon ' })
    response.assertStatus(303)
    response.assertHeader('location', '/onboarding/done')

    const website = await Website.query()
      .where('user_id', merchant.id)
      .preload('plan')
      .firstOrFail()
    assert.equal(website.username, 'noura-salon')
    assert.equal(website.nameAr, 'صالون نورة')
    assert.equal(website.plan.code, 'monthly')
    assert.equal(website.defaultTheme, DEFAULT_THEME)
    assert.deepEqual(website.design, defaultDesign())
    assert.equal(website.activityType, 'salon')
    assert.equal(website.crNumber, '1010987654')
    assert.isFalse(website.notFound)
    // a new store opens when its merchant says so: visitors see "coming soon" until then
    assert.isFalse(website.isOpen)
    assert.isNull(website.planExpiresAt)

    await merchant.refresh()
    assert.equal(merchant.activityType, 'salon')
    assert.equal(merchant.entityType, 'inistitution-company')
    assert.equal(merchant.legalId, '1010987654')

    const done = await client.get(route('auth.onboarding.done')).withInertia().loginAs(merchant)
    done.assertInertiaComponent('auth/signup_done')
    const shown = (done.inertiaProps as any).website
    assert.match(shown.storeUrl, /\/o\/noura-salon$/)
    assert.match(shown.contentUrl, /\/c\/noura-salon$/)
    const html = (await client.get(route('auth.onboarding.done')).loginAs(merchant)).text()
    assert.include(html, 'تم التسجيل بنجاح')
  })

  test('the free plan starts its 15-day trial', async ({ client, assert }) => {
    const merchant = await verifiedMerchant({ signupPlanCode: null })
    await submit(client, merchant, {})
    const website = await Website.query()
      .where('user_id', merchant.id)
      .preload('plan')
      .firstOrFail()
    assert.equal(website.plan.code, 'free')
    const days = website.planExpiresAt!.diffNow('days').days
    assert.isAbove(days, 14.9)
    assert.isAtMost(days, 15)
  })

  test('an individual gives a freelance document number, stored as FL- and 9 digits', async ({
    client,
    assert,
  }) => {
    const merchant = await verifiedMerchant()
    const response = await submit(client, merchant, {
      entity_type: 'individual',
      legal_id: 'fl ١٢٣٤٥٦٧٨٩',
    })
    response.assertHeader('location', '/onboarding/done')
    await merchant.refresh()
    assert.equal(merchant.legalId, 'FL-123456789')
    const website = await Website.findByOrFail('user_id', merchant.id)
    assert.isNull(website.crNumber)
  })

  test('a home business (أسر منتجة) run by an individual', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    const response = await submit(client, merchant, {
      activity_type: 'home_business',
      entity_type: 'individual',
      legal_id: 'FL-123456789',
    })
    response.assertHeader('location', '/onboarding/done')
    const website = await Website.findByOrFail('user_id', merchant.id)
    assert.equal(website.activityType, 'home_business')
  })

  const cases: Array<{ title: string; input: object; errors: object }> = [
    {
      title: 'nothing chosen',
      input: { activity_type: '', entity_type: '', legal_id: '', site_name: '', username: '' },
      errors: {
        activity_type: [REQUIRED],
        entity_type: [REQUIRED],
        legal_id: [REQUIRED],
        site_name: [REQUIRED],
        username: [REQUIRED],
      },
    },
    {
      title: 'an unknown activity code',
      input: { activity_type: 'restaurant' },
      errors: { activity_type: ['القيمة المختارة غير صحيحة.'] },
    },
    {
      title: 'an unknown entity code',
      input: { entity_type: 'company' },
      errors: { entity_type: ['القيمة المختارة غير صحيحة.'] },
    },
    {
      title: 'a CR of 9 digits',
      input: { legal_id: '101098765' },
      errors: { legal_id: ['رقم السجل التجاري يتكون من 10 أرقام.'] },
    },
    {
      title: 'a CR with letters',
      input: { legal_id: '10109876AB' },
      errors: { legal_id: ['رقم السجل التجاري يتكون من 10 أرقام.'] },
    },
    {
      title: 'a short freelance document',
      input: { entity_type: 'individual', legal_id: 'FL-1234' },
      errors: { legal_id: ['رقم وثيقة العمل الحر يكتب FL- ثم 9 أرقام، مثل FL-123456789.'] },
    },
    {
      title: 'a CR given by an individual',
      input: { entity_type: 'individual', legal_id: '1010987654' },
      errors: { legal_id: ['رقم وثيقة العمل الحر يكتب FL- ثم 9 أرقام، مثل FL-123456789.'] },
    },
    {
      title: 'a site name shorter than 3',
      input: { site_name: 'نو' },
      errors: { site_name: ['يجب ألا يقل طول الحقل عن 3 أحرف'] },
    },
    {
      title: 'a username of 2 characters',
      input: { username: 'ab' },
      errors: { username: [FORMAT] },
    },
    {
      title: 'a username of 31 characters',
      input: { username: 'a'.repeat(31) },
      errors: { username: [FORMAT] },
    },
    { title: 'an underscore', input: { username: 'my_shop' }, errors: { username: [FORMAT] } },
    { title: 'Arabic letters', input: { username: 'متجري' }, errors: { username: [FORMAT] } },
    { title: 'a leading dash', input: { username: '-shop' }, errors: { username: [FORMAT] } },
    { title: 'a trailing dash', input: { username: 'shop-' }, errors: { username: [FORMAT] } },
    { title: 'a double dash', input: { username: 'my--shop' }, errors: { username: [FORMAT] } },
    { title: 'a reserved word', input: { username: 'admin' }, errors: { username: [RESERVED] } },
    { title: 'a route word', input: { username: 'signup' }, errors: { username: [RESERVED] } },
    {
      title: 'another route word',
      input: { username: 'dashboard' },
      errors: { username: [RESERVED] },
    },
    { title: 'a taken username', input: { username: 'nakheel' }, errors: { username: [TAKEN] } },
    {
      title: 'a taken username in capitals',
      input: { username: 'NAKHEEL' },
      errors: { username: [TAKEN] },
    },
  ]

  for (const { title, input, errors } of cases) {
    test(`${title}: Arabic field errors and no website`, async ({ client, assert }) => {
      const merchant = await verifiedMerchant()
      const response = await submit(client, merchant, input)
      response.assertStatus(303)
      response.assertHeader('location', '/onboarding')
      response.assertFlashMessage('inputErrorsBag', errors)
      assert.isNull(await Website.findBy('user_id', merchant.id))
      await merchant.refresh()
      assert.isNull(merchant.legalId)
    })
  }

  test('a merchant who already has a website is sent to the dashboard', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    await submit(client, merchant, {})
    const again = await submit(client, merchant, { username: 'second-site' })
    again.assertHeader('location', '/dashboard')
    assert.lengthOf(await Website.query().where('user_id', merchant.id), 1)
    const page = await client.get(route('auth.onboarding.create')).loginAs(merchant).redirects(0)
    page.assertHeader('location', '/dashboard')
  })

  test('a storefront customer session is nobody here', async ({ client, assert, route }) => {
    const customer = await Customer.query().firstOrFail()
    const response = await client
      .post(route('auth.onboarding.store'))
      .withGuard('customer')
      .loginAs(customer)
      .form(GOOD_ONBOARDING)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    assert.isNull(await Website.findBy('username', GOOD_ONBOARDING.username))
  })
})

test.group('Onboarding: live username check', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  const check = (client: any, merchant: any, username: string) =>
    client
      .get(router.makeUrl('auth.username_availability.show', {}, { qs: { username } }))
      .header('accept', 'application/json')
      .loginAs(merchant)

  test('answers JSON with the same rules as the form', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    const answers: Record<string, { available: boolean; message: string }> = {}
    for (const username of ['Free-Name', 'nakheel', 'api', 'a_b', '']) {
      const response = await check(client, merchant, username)
      response.assertStatus(200)
      const body = response.body()
      answers[username] = { available: body.available, message: body.message }
    }
    assert.deepEqual(answers, {
      'Free-Name': { available: true, message: 'العنوان متاح' },
      'nakheel': { available: false, message: TAKEN },
      'api': { available: false, message: RESERVED },
      'a_b': { available: false, message: FORMAT },
      '': { available: false, message: REQUIRED },
    })
  })

  test('is for signed-in merchants only', async ({ client, assert, route }) => {
    const response = await client
      .get(route('auth.username_availability.show', {}, { qs: { username: 'free-name' } }))
      .header('accept', 'application/json')
    assert.oneOf(response.status(), [401, 302])
    assert.notProperty(response.body() ?? {}, 'available')
  })

  test('is rate limited: the 31st check in a minute gets 429', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    for (let i = 0; i < 30; i++) (await check(client, merchant, `name-${i}`)).assertStatus(200)
    const refused = await check(client, merchant, 'name-31')
    refused.assertStatus(429)
    assert.notProperty(refused.body(), 'available')
  })
})
