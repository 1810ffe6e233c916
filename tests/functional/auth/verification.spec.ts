import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import EmailVerificationCode from '#models/email_verification_code'
import { LogTransport } from '#mails/transports/log_transport'
import { PENDING_USER_KEY } from '#http/sessions/merchant_session'
import { RESEND_INTERVAL_SECONDS } from '#services/auth/verification_service'
import { GOOD_SIGNUP, codeMailedTo, resetAuthState } from './helpers.js'

/** Signs up through the real form; returns the pending session and the mailed code. */
async function signUp(client: any) {
  const response = await client
    .post(router.makeUrl('auth.signup.store'))
    .withInertia()
    .form(GOOD_SIGNUP)
    .withCsrfToken()
    .redirects(0)
  const user = await User.findByOrFail('email', GOOD_SIGNUP.email)
  return { session: response.session(), user, code: codeMailedTo(GOOD_SIGNUP.email) }
}

function wrongCodeFor(code: string) {
  return code === '0000' ? '1111' : '0000'
}

async function typeCode(client: any, session: object, code: string) {
  return client
    .post(router.makeUrl('auth.verification.store'))
    .withInertia()
    .withSession(session)
    .form({ code })
    .withCsrfToken()
    .redirects(0)
}

test.group('Merchant sign-up, step 2: the e-mailed code', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('without a pending sign-up /verify goes to /login', async ({ client, route }) => {
    const response = await client.get(route('auth.verification.show')).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the page shows where the code went, its expiry and the resend wait', async ({
    client,
    assert,
    route,
  }) => {
    const { session } = await signUp(client)
    const response = await client
      .get(route('auth.verification.show'))
      .withInertia()
      .withSession(session)
    response.assertStatus(200)
    response.assertInertiaComponent('auth/verify')
    const props = response.inertiaProps as any
    assert.equal(props.email, GOOD_SIGNUP.email)
    assert.isString(props.expiresAt)
    assert.isAbove(props.resendIn, 50)
    assert.isAtMost(props.resendIn, RESEND_INTERVAL_SECONDS)
  })

  test('the right code verifies the e-mail, signs the merchant in and opens onboarding', async ({
    client,
    assert,
  }) => {
    const { session, user, code } = await signUp(client)
    const response = await typeCode(client, session, code)
    response.assertStatus(303)
    response.assertHeader('location', '/onboarding')
    assert.equal(response.session().auth_web, user.id)
    assert.notProperty(response.session(), PENDING_USER_KEY)

    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNull(await EmailVerificationCode.findBy('userId', user.id))
  })

  test('Arabic-Indic digits are accepted', async ({ client, assert }) => {
    const { session, user, code } = await signUp(client)
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    const response = await typeCode(client, session, arabic)
    response.assertHeader('location', '/onboarding')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a code that is not four digits gets an Arabic field error and costs no attempt', async ({
    client,
    assert,
  }) => {
    const { session, user } = await signUp(client)
    for (const code of ['', '123', '12345', 'abcd']) {
      const response = await typeCode(client, session, code)
      response.assertFlashMessage('inputErrorsBag', {
        code: [code === '' ? 'الحقل ضروري.' : 'أدخل الرمز المكون من 4 أرقام.'],
      })
    }
    const stored = await EmailVerificationCode.findByOrFail('userId', user.id)
    assert.equal(stored.attempts, 0)
  })

  test('a wrong code is refused with the attempts left, and stays unverified', async ({
    client,
    assert,
    route,
  }) => {
    const { session, user, code } = await signUp(client)
    const response = await typeCode(client, session, wrongCodeFor(code))
    response.assertStatus(303)
    response.assertHeader('location', '/verify')
    response.assertFlashMessage('errorsBag', { code: 'الرمز غير صحيح، بقيت لك 4 محاولات.' })
    assert.notProperty(response.session(), 'auth_web')

    // the page receives the error in props.errors (the boxes clear on it)
    const page = await client
      .get(route('auth.verification.show'))
      .withInertia()
      .withSession(response.session())
      .withFlashMessages(response.flashMessages())
    assert.equal((page.inertiaProps as any).errors.code, 'الرمز غير صحيح، بقيت لك 4 محاولات.')

    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('five wrong codes void the code: even the right one is refused after', async ({
    client,
    assert,
  }) => {
    const { session, user, code } = await signUp(client)
    const messages = []
    for (let i = 0; i < 5; i++) {
      const response = await typeCode(client, session, wrongCodeFor(code))
      messages.push(response.flashMessages().errorsBag.code)
    }
    assert.deepEqual(messages, [
      'الرمز غير صحيح، بقيت لك 4 محاولات.',
      'الرمز غير صحيح، بقيت لك 3 محاولات.',
      'الرمز غير صحيح، بقيت لك محاولتان.',
      'الرمز غير صحيح، بقيت لك محاولة واحدة.',
      'أدخلت رمزا خاطئا 5 مرات فألغي الرمز. اطلب رمزا جديدا.',
    ])

    const right = await typeCode(client, session, code)
    right.assertFlashMessage('errorsBag', {
      code: 'أدخلت رمزا خاطئا 5 مرات فألغي الرمز. اطلب رمزا جديدا.',
    })
    assert.notProperty(right.session(), 'auth_web')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an expired code is refused', async ({ client, assert }) => {
    const { session, user, code } = await signUp(client)
    const stored = await EmailVerificationCode.findByOrFail('userId', user.id)
    stored.expiresAt = DateTime.now().minus({ seconds: 1 })
    await stored.save()

    const response = await typeCode(client, session, code)
    response.assertFlashMessage('errorsBag', { code: 'انتهت صلاحية الرمز. اطلب رمزا جديدا.' })
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('resend is refused within the minute, then sends a new code that replaces the old', async ({
    client,
    assert,
    route,
  }) => {
    const { session, user, code: first } = await signUp(client)
    const resend = () =>
      client
        .post(route('auth.verification.resend'))
        .withInertia()
        .withSession(session)
        .withCsrfToken()
        .redirects(0)

    const early = await resend()
    early.assertStatus(303)
    early.assertHeader('location', '/verify')
    assert.match(String(early.flashMessages().error), /^يمكنك طلب رمز جديد بعد \d+ ثانية\.$/)
    assert.lengthOf(LogTransport.sentTo(GOOD_SIGNUP.email), 1)

    // a minute later (the limiter's window ends)
    await limiter
      .use({ requests: 1, duration: RESEND_INTERVAL_SECONDS })
      .delete(`signup_code_${user.id}`)
    const later = await resend()
    later.assertFlashMessage('success', 'أرسلنا رمزا جديدا إلى بريدك الإلكتروني.')
    assert.lengthOf(LogTransport.sentTo(GOOD_SIGNUP.email), 2)

    // the new send starts a new minute
    const again = await resend()
    assert.match(String(again.flashMessages().error), /^يمكنك طلب رمز جديد بعد \d+ ثانية\.$/)
    assert.lengthOf(LogTransport.sentTo(GOOD_SIGNUP.email), 2)

    const second = codeMailedTo(GOOD_SIGNUP.email)
    if (second !== first) {
      const old = await typeCode(client, session, first)
      assert.match(old.flashMessages().errorsBag.code, /^الرمز غير صحيح/)
    }
    const fresh = await typeCode(client, session, second)
    fresh.assertHeader('location', '/onboarding')
  })

  test('resend gives a voided code a fresh start', async ({ client, assert, route }) => {
    const { session, user, code } = await signUp(client)
    for (let i = 0; i < 5; i++) await typeCode(client, session, wrongCodeFor(code))
    await limiter
      .use({ requests: 1, duration: RESEND_INTERVAL_SECONDS })
      .delete(`signup_code_${user.id}`)

    await client
      .post(route('auth.verification.resend'))
      .withInertia()
      .withSession(session)
      .withCsrfToken()
      .redirects(0)
    const stored = await EmailVerificationCode.findByOrFail('userId', user.id)
    assert.equal(stored.attempts, 0)
    const response = await typeCode(client, session, codeMailedTo(GOOD_SIGNUP.email))
    response.assertHeader('location', '/onboarding')
  })

  test('the code form and resend need the CSRF token', async ({ client, assert, route }) => {
    const { session, user, code } = await signUp(client)
    const post = await client
      .post(route('auth.verification.store'))
      .withSession(session)
      .form({ code })
      .redirects(0)
    assert.notEqual(post.status(), 200)
    const resend = await client
      .post(route('auth.verification.resend'))
      .withSession(session)
      .redirects(0)
    assert.notEqual(resend.status(), 200)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
    assert.lengthOf(LogTransport.sentTo(GOOD_SIGNUP.email), 1)
  })
})
