import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { LogTransport } from '#mails/transports/log_transport'
import { PENDING_USER_KEY, SESSION_VERSION_KEY } from '#http/sessions/merchant_session'
import { resetAuthState, verifiedMerchant } from './helpers.js'

const INVALID = 'البريد الإلكتروني أو كلمة المرور غير صحيحة'
const WAIT = 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة'

function login(client: any, input: object, ip = '198.51.100.7') {
  return client
    .post(router.makeUrl('auth.session.store'))
    .header('referer', router.makeUrl('auth.session.create'))
    .header('x-forwarded-for', ip)
    .withInertia()
    .form(input)
    .withCsrfToken()
    .redirects(0)
}

test.group('Merchant login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('the page renders in Arabic with remember me and the forgot-password link', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('auth.session.create'))
    response.assertStatus(200)
    const html = response.text()
    assert.match(html, /<title[^>]*>صفحتي \| تسجيل الدخول/)
    assert.include(html, 'تذكرني')
    assert.include(html, 'href="/forgot-password"')
  })

  test('good credentials sign in on the web guard and open the dashboard', async ({
    client,
    assert,
  }) => {
    const merchant = await verifiedMerchant()
    const response = await login(client, { email: 'KHALID@example.com', password: 'secret123' })
    response.assertStatus(303)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session().auth_web, merchant.id)
    assert.equal(response.session()[SESSION_VERSION_KEY], merchant.sessionVersion)
    // no remember-me token unless asked
    assert.isEmpty(response.cookie('remember_web')?.value ?? '')
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', merchant.id), 0)
  })

  test('remember me stores a hashed token and sets its cookie', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    const response = await login(client, {
      email: 'khalid@example.com',
      password: 'secret123',
      remember: 'true',
    })
    response.assertHeader('location', '/dashboard')
    assert.exists(response.cookie('remember_web'))
    const tokens = await db.from('remember_me_tokens').where('tokenable_id', merchant.id)
    assert.lengthOf(tokens, 1)
  })

  test('a wrong password or an unknown e-mail get the same Arabic message, e-mail kept', async ({
    client,
    assert,
  }) => {
    await verifiedMerchant()
    for (const input of [
      { email: 'khalid@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'secret123' },
    ]) {
      const response = await login(client, input)
      response.assertStatus(303)
      response.assertHeader('location', '/login')
      response.assertFlashMessage('errorsBag', { login: INVALID })
      assert.equal(response.flashMessages().email, input.email)
      assert.notProperty(response.flashMessages(), 'password')
      assert.notProperty(response.session(), 'auth_web')
    }
  })

  const cases: Array<{ title: string; input: object; errors: object }> = [
    {
      title: 'nothing typed',
      input: { email: '', password: '' },
      errors: { email: ['الحقل ضروري.'], password: ['الحقل ضروري.'] },
    },
    {
      title: 'an invalid e-mail',
      input: { email: 'khalid-at-example', password: 'secret123' },
      errors: { email: ['أدخل بريد الكتروني صحيح'] },
    },
    {
      title: 'an e-mail shorter than 5',
      input: { email: 'k@e', password: 'secret123' },
      errors: { email: ['يجب ألا يقل طول الحقل عن 5 أحرف'] },
    },
    {
      title: 'an e-mail longer than 100',
      input: { email: `${'k'.repeat(60)}@${'e'.repeat(40)}.com`, password: 'secret123' },
      errors: { email: ['يجب ألا يزيد طول الحقل عن 100 حرفا'] },
    },
    {
      title: 'a password shorter than 6',
      input: { email: 'khalid@example.com', password: '12345' },
      errors: { password: ['يجب ألا يقل طول الحقل عن 6 أحرف'] },
    },
    {
      title: 'a password longer than 120',
      input: { email: 'khalid@example.com', password: 'x'.repeat(121) },
      errors: { password: ['يجب ألا يزيد طول الحقل عن 120 حرفا'] },
    },
  ]
  for (const { title, input, errors } of cases) {
    test(`${title}: Arabic field errors, nobody signed in`, async ({ client, assert }) => {
      await verifiedMerchant()
      const response = await login(client, input)
      response.assertStatus(303)
      response.assertFlashMessage('inputErrorsBag', errors)
      assert.notProperty(response.session(), 'auth_web')
    })
  }

  test('the sixth failure in a minute for one e-mail and address gets 429 and the Arabic wait', async ({
    client,
    assert,
    route,
  }) => {
    await verifiedMerchant()
    for (let i = 0; i < 5; i++) {
      const failed = await login(client, { email: 'khalid@example.com', password: 'wrong-pass' })
      failed.assertFlashMessage('errorsBag', { login: INVALID })
    }

    const sixth = await login(client, { email: 'khalid@example.com', password: 'wrong-pass' })
    sixth.assertStatus(429)
    sixth.assertHeader('retry-after', '60')
    sixth.assertInertiaComponent('auth/login')
    assert.equal((sixth.inertiaProps as any).throttled.message, WAIT)

    // the right password waits too
    const right = await login(client, { email: 'khalid@example.com', password: 'secret123' })
    right.assertStatus(429)
    assert.notProperty(right.session(), 'auth_web')

    // a plain (non-Inertia) form post gets the same status and message in the HTML
    const html = await client
      .post(route('auth.session.store'))
      .header('x-forwarded-for', '198.51.100.7')
      .form({ email: 'khalid@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    html.assertStatus(429)
    assert.include(html.text(), WAIT)

    // the lock is per account: another X-Forwarded-For (not trusted, no TRUSTED_PROXIES) is held back too
    const elsewhere = await login(
      client,
      { email: 'khalid@example.com', password: 'secret123' },
      '203.0.113.50'
    )
    elsewhere.assertStatus(429)
    assert.notProperty(elsewhere.session(), 'auth_web')
  })

  test('a success clears the failures', async ({ client }) => {
    await verifiedMerchant()
    for (let i = 0; i < 4; i++)
      await login(client, { email: 'khalid@example.com', password: 'nope-nope' })
    ;(await login(client, { email: 'khalid@example.com', password: 'secret123' })).assertHeader(
      'location',
      '/dashboard'
    )
    for (let i = 0; i < 5; i++) {
      const failed = await login(client, { email: 'khalid@example.com', password: 'nope-nope' })
      failed.assertStatus(303)
    }
  })

  test('an unverified account is sent to /verify with a fresh code, not signed in', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant({ emailVerifiedAt: null })
    const response = await login(client, { email: 'khalid@example.com', password: 'secret123' })
    response.assertStatus(303)
    response.assertHeader('location', '/verify')
    assert.notProperty(response.session(), 'auth_web')
    assert.equal(response.session()[PENDING_USER_KEY], merchant.id)
    assert.lengthOf(LogTransport.sentTo('khalid@example.com'), 1)

    const page = await client
      .get(route('auth.verification.show'))
      .withInertia()
      .withSession(response.session())
    page.assertInertiaComponent('auth/verify')
  })

  test('a signed-in merchant visiting /login goes to the dashboard', async ({ client, route }) => {
    const merchant = await verifiedMerchant()
    const response = await client.get(route('auth.session.create')).loginAs(merchant).redirects(0)
    response.assertHeader('location', '/dashboard')
  })
})

test.group('Merchant logout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('POST /logout ends the session and returns to /', async ({ client, assert, route }) => {
    const merchant = await verifiedMerchant()
    const response = await client
      .post(route('auth.session.destroy'))
      .withInertia()
      .loginAs(merchant)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/')
    assert.notProperty(response.session(), 'auth_web')

    const home = await client
      .get(route('marketing.home.show'))
      .withInertia()
      .withSession(response.session())
    assert.isNull((home.inertiaProps as any).user)
  })

  test('logout without the CSRF token is refused and the merchant stays signed in', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    const response = await client.post(route('auth.session.destroy')).loginAs(merchant).redirects(0)
    assert.notEqual(response.status(), 303)
    assert.equal(response.session().auth_web, merchant.id)
  })

  test('logout is POST only', async ({ client }) => {
    const merchant = await verifiedMerchant()
    const response = await client.get('/logout').loginAs(merchant).redirects(0)
    response.assertStatus(404)
  })

  test('the marketing navbar shows the merchant from the server session', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    const signedIn = await client.get(route('marketing.home.show')).withInertia().loginAs(merchant)
    assert.deepEqual((signedIn.inertiaProps as any).user, {
      id: merchant.id,
      name: merchant.name,
      email: merchant.email,
    })
    const html = await client.get(route('marketing.home.show')).loginAs(merchant)
    assert.include(html.text(), 'تسجيل الخروج')
    const visitor = await client.get(route('marketing.home.show')).withInertia()
    assert.isNull((visitor.inertiaProps as any).user)
  })
})
