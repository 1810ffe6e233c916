import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import EmailVerificationCode from '#models/email_verification_code'
import { LogTransport } from '#mails/transports/log_transport'
import { PENDING_USER_KEY } from '#http/sessions/merchant_session'
import { GOOD_SIGNUP, codeMailedTo, resetAuthState, verifiedMerchant } from './helpers.js'

const REQUIRED = 'الحقل ضروري.'
const BAD_EMAIL = 'أدخل بريد الكتروني صحيح'
const BAD_PHONE = 'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'

test.group('Merchant sign-up, step 1', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('the page carries the plan of ?plan=, the free plan by default', async ({
    client,
    assert,
    route,
  }) => {
    const free = await client.get(route('auth.signup.create')).withInertia()
    free.assertStatus(200)
    free.assertInertiaComponent('auth/signup')
    assert.equal((free.inertiaProps as any).plan.code, 'free')

    const monthly = await client
      .get(route('auth.signup.create', {}, { qs: { plan: 'monthly' } }))
      .withInertia()
    assert.equal((monthly.inertiaProps as any).plan.code, 'monthly')

    const unknown = await client
      .get(route('auth.signup.create', {}, { qs: { plan: 'no-such-plan' } }))
      .withInertia()
    assert.equal((unknown.inertiaProps as any).plan.code, 'free')
  })

  test("the plans' /auth/signup?plan= links land on this form with the plan", async ({
    client,
    assert,
    route,
  }) => {
    const redirect = await client
      .get(route('marketing.plans.signup', {}, { qs: { plan: 'monthly' } }))
      .redirects(0)
    redirect.assertHeader('location', '/signup?plan=monthly')
    const page = await client.get(redirect.header('location')!).withInertia()
    page.assertInertiaComponent('auth/signup')
    assert.equal((page.inertiaProps as any).plan.code, 'monthly')
  })

  test('the page is server-rendered in Arabic with the +966 prefix and a show/hide toggle', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('auth.signup.create'))
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'أنشئ حسابك')
    assert.include(html, '+966')
    assert.include(html, 'إظهار')
    assert.match(html, /<title[^>]*>صفحتي \| إنشاء حساب/)
  })

  test('good input creates an unverified merchant, mails a code and goes to /verify', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('auth.signup.store'))
      .withInertia()
      .form({ ...GOOD_SIGNUP, email: ' Noura@Example.com ', plan: 'monthly' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/verify')

    const user = await User.findByOrFail('email', 'noura@example.com')
    assert.isNull(user.emailVerifiedAt)
    assert.equal(user.name, GOOD_SIGNUP.name)
    assert.equal(user.phone, '0551234567')
    assert.equal(user.signupPlanCode, 'monthly')
    assert.notEqual(user.password, GOOD_SIGNUP.password)
    assert.isTrue(await hash.verify(user.password, GOOD_SIGNUP.password))
    // only the pending account is in the session: nobody is signed in before the code
    assert.equal(response.session()[PENDING_USER_KEY], user.id)
    assert.notProperty(response.session(), 'auth_web')

    const mail = LogTransport.lastTo('noura@example.com')!
    assert.equal(mail.subject, 'رمز التحقق لحسابك في صفحتي')
    const code = codeMailedTo('noura@example.com')
    const stored = await EmailVerificationCode.findByOrFail('userId', user.id)
    assert.notEqual(stored.codeHash, code)
    assert.isTrue(await hash.verify(stored.codeHash, code))
    const minutes = stored.expiresAt.diffNow('minutes').minutes
    assert.isAbove(minutes, 9.9)
    assert.isAtMost(minutes, 10)
  })

  test('the phone may be typed as 9 digits, with +966 or with Arabic-Indic digits', async ({
    client,
    assert,
    route,
  }) => {
    const typed = ['551234567', '+966 55 123 4567', '٠٥٥١٢٣٤٥٦٧']
    for (const [index, phone] of typed.entries()) {
      const email = `phone${index}@example.com`
      await client
        .post(route('auth.signup.store'))
        .withInertia()
        .form({ ...GOOD_SIGNUP, email, phone })
        .withCsrfToken()
        .redirects(0)
      const user = await User.findByOrFail('email', email)
      assert.equal(user.phone, '0551234567', phone)
    }
  })

  const cases: Array<{ title: string; input: Partial<typeof GOOD_SIGNUP>; errors: object }> = [
    {
      title: 'everything missing',
      input: { name: '', email: '', phone: '', password: '' },
      errors: { name: [REQUIRED], email: [REQUIRED], phone: [REQUIRED], password: [REQUIRED] },
    },
    {
      // two letters are a name ("ريم" has three): one is not
      title: 'a name of one letter',
      input: { name: 'ن' },
      errors: { name: ['يجب ألا يقل طول الحقل عن 2 أحرف'] },
    },
    {
      title: 'a name longer than 50',
      input: { name: 'ن'.repeat(51) },
      errors: { name: ['يجب ألا يزيد طول الحقل عن 50 حرفا'] },
    },
    {
      title: 'an e-mail shorter than 5',
      input: { email: 'a@b' },
      errors: { email: ['يجب ألا يقل طول الحقل عن 5 أحرف'] },
    },
    {
      title: 'an invalid e-mail',
      input: { email: 'noura-at-example' },
      errors: { email: [BAD_EMAIL] },
    },
    {
      title: 'an e-mail longer than 100',
      input: { email: `${'a'.repeat(60)}@${'b'.repeat(40)}.com` },
      errors: { email: ['يجب ألا يزيد طول الحقل عن 100 حرفا'] },
    },
    { title: 'a phone of 8 digits', input: { phone: '05512345' }, errors: { phone: [BAD_PHONE] } },
    {
      title: 'a phone of 11 digits',
      input: { phone: '05512345678' },
      errors: { phone: [BAD_PHONE] },
    },
    { title: 'a landline', input: { phone: '0112345678' }, errors: { phone: [BAD_PHONE] } },
    {
      title: 'letters in the phone',
      input: { phone: '05512abcde' },
      errors: { phone: [BAD_PHONE] },
    },
    {
      title: 'a password shorter than 6',
      input: { password: '12345' },
      errors: { password: ['يجب ألا يقل طول الحقل عن 6 أحرف'] },
    },
    {
      title: 'a password longer than 120',
      input: { password: 'x'.repeat(121) },
      errors: { password: ['يجب ألا يزيد طول الحقل عن 120 حرفا'] },
    },
  ]

  for (const { title, input, errors } of cases) {
    test(`${title}: Arabic field errors, nothing stored, no mail`, async ({
      client,
      assert,
      route,
    }) => {
      const response = await client
        .post(route('auth.signup.store'))
        .header('referer', route('auth.signup.create'))
        .withInertia()
        .form({ ...GOOD_SIGNUP, ...input })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(303)
      response.assertHeader('location', '/signup')
      response.assertFlashMessage('inputErrorsBag', errors)
      // the password never comes back to the form
      assert.notProperty(response.flashMessages(), 'password')
      assert.isNull(await User.findBy('email', (input.email ?? GOOD_SIGNUP.email).trim()))
      assert.lengthOf(LogTransport.outbox, 0)
    })
  }

  test('an e-mail already registered is refused, whatever its case', async ({
    client,
    assert,
    route,
  }) => {
    await verifiedMerchant({ email: 'noura@example.com' })
    const response = await client
      .post(route('auth.signup.store'))
      .header('referer', route('auth.signup.create'))
      .withInertia()
      .form({ ...GOOD_SIGNUP, email: 'NOURA@example.com' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['هذا البريد الإلكتروني مسجل من قبل.'],
    })
    assert.lengthOf(await User.query().where('email', 'noura@example.com'), 1)
  })

  test('the form needs its CSRF token', async ({ client, assert, route }) => {
    const response = await client.post(route('auth.signup.store')).form(GOOD_SIGNUP).redirects(0)
    assert.notEqual(response.status(), 200)
    assert.isNull(await User.findBy('email', GOOD_SIGNUP.email))
  })

  test('a signed-in merchant is sent to the dashboard', async ({ client, route }) => {
    const merchant = await verifiedMerchant()
    const response = await client.get(route('auth.signup.create')).loginAs(merchant).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })
})
