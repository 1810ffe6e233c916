import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { LogTransport } from '#mails/transports/log_transport'
import { PasswordResetLinks } from '#http/urls/password_reset_links'
import { SESSION_VERSION_KEY } from '#http/sessions/merchant_session'
import { resetAuthState, resetPathMailedTo, verifiedMerchant } from './helpers.js'

const SENT =
  'إذا كان البريد مسجلا لدينا فستصلك خلال دقائق رسالة فيها رابط لإعادة تعيين كلمة المرور.'

function askForLink(client: any, email: string) {
  return client
    .post(router.makeUrl('auth.password_forgot.store'))
    .header('referer', router.makeUrl('auth.password_forgot.create'))
    .withInertia()
    .form({ email })
    .withCsrfToken()
    .redirects(0)
}

function setPassword(client: any, path: string, password: string, confirmation = password) {
  return client
    .post(path)
    .header('referer', path)
    .withInertia()
    .form({ password, password_confirmation: confirmation })
    .withCsrfToken()
    .redirects(0)
}

/** The request object a service needs to build a link outside of an HTTP request. */
function fakeRequest() {
  return { protocol: () => 'http', host: () => 'localhost', ip: () => '127.0.0.1' } as any
}

test.group('Merchant forgot password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('a registered e-mail receives a signed, expiring link', async ({ client, assert }) => {
    await verifiedMerchant()
    const response = await askForLink(client, 'Khalid@Example.com')
    response.assertStatus(303)
    response.assertHeader('location', '/forgot-password')
    response.assertFlashMessage('success', SENT)

    const mail = LogTransport.lastTo('khalid@example.com')!
    assert.equal(mail.subject, 'إعادة تعيين كلمة المرور في صفحتي')
    const path = resetPathMailedTo('khalid@example.com')
    assert.match(path, /^\/reset-password\/\d+\?/)
    assert.include(path, 'signature=')
  })

  test('an unknown e-mail gets the same answer and no mail', async ({ client, assert }) => {
    const response = await askForLink(client, 'nobody@example.com')
    response.assertFlashMessage('success', SENT)
    assert.lengthOf(LogTransport.outbox, 0)
  })

  test('bad e-mails get Arabic field errors and no mail', async ({ client, assert }) => {
    await verifiedMerchant()
    const cases: Array<[string, string]> = [
      ['', 'الحقل ضروري.'],
      ['k@e', 'يجب ألا يقل طول الحقل عن 5 أحرف'],
      ['khalid-at-example', 'أدخل بريد الكتروني صحيح'],
      [`${'k'.repeat(60)}@${'e'.repeat(40)}.com`, 'يجب ألا يزيد طول الحقل عن 100 حرفا'],
    ]
    for (const [email, message] of cases) {
      const response = await askForLink(client, email)
      response.assertFlashMessage('inputErrorsBag', { email: [message] })
    }
    assert.lengthOf(LogTransport.outbox, 0)
  })

  test('at most three links per e-mail and address in 15 minutes, silently', async ({
    client,
    assert,
  }) => {
    await verifiedMerchant()
    for (let i = 0; i < 5; i++) {
      ;(await askForLink(client, 'khalid@example.com')).assertFlashMessage('success', SENT)
    }
    assert.lengthOf(LogTransport.sentTo('khalid@example.com'), 3)
  })
})

test.group('Merchant password reset link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('the link opens the form for its account', async ({ client, assert }) => {
    await verifiedMerchant()
    await askForLink(client, 'khalid@example.com')
    const response = await client.get(resetPathMailedTo('khalid@example.com')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/reset_password')
    const props = response.inertiaProps as any
    assert.isTrue(props.valid)
    assert.equal(props.email, 'khalid@example.com')
  })

  test('a tampered link is refused', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    const other = await verifiedMerchant({ email: 'other@example.com' })
    await askForLink(client, 'khalid@example.com')
    const path = resetPathMailedTo('khalid@example.com')

    const tampered = [
      path.replace(`/reset-password/${merchant.id}?`, `/reset-password/${other.id}?`),
      path.replace(/v=\d+/, 'v=7'),
      path.replace(/signature=[^&]+/, 'signature=forged'),
      path.replace(/[?&]signature=[^&]+/, ''),
    ]
    for (const bad of tampered) {
      const response = await client.get(bad).withInertia()
      response.assertStatus(403)
      assert.isFalse((response.inertiaProps as any).valid, bad)
      const post = await setPassword(client, bad, 'new-secret-1')
      post.assertStatus(403)
    }
    await merchant.refresh()
    await other.refresh()
    assert.isTrue(await hash.verify(merchant.password, 'secret123'))
    assert.isTrue(await hash.verify(other.password, 'secret123'))
  })

  test('an expired link is refused', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    const url = PasswordResetLinks.linkFor(fakeRequest(), merchant, '1s')
    const path = new URL(url).pathname + new URL(url).search
    await new Promise((resolve) => setTimeout(resolve, 1100))

    const response = await client.get(path).withInertia()
    response.assertStatus(403)
    assert.isFalse((response.inertiaProps as any).valid)
    ;(await setPassword(client, path, 'new-secret-1')).assertStatus(403)
    await merchant.refresh()
    assert.isTrue(await hash.verify(merchant.password, 'secret123'))
  })

  test('password rules apply: required, 6 to 120, confirmed', async ({ client, assert }) => {
    const merchant = await verifiedMerchant()
    await askForLink(client, 'khalid@example.com')
    const path = resetPathMailedTo('khalid@example.com')
    const cases: Array<[string, string, string]> = [
      ['', '', 'الحقل ضروري.'],
      ['12345', '12345', 'يجب ألا يقل طول الحقل عن 6 أحرف'],
      ['x'.repeat(121), 'x'.repeat(121), 'يجب ألا يزيد طول الحقل عن 120 حرفا'],
      ['new-secret-1', 'new-secret-2', 'كلمتا المرور غير متطابقتين.'],
    ]
    for (const [password, confirmation, message] of cases) {
      const response = await setPassword(client, path, password, confirmation)
      response.assertStatus(303)
      response.assertHeader('location', path)
      response.assertFlashMessage('inputErrorsBag', { password: [message] })
    }
    await merchant.refresh()
    assert.isTrue(await hash.verify(merchant.password, 'secret123'))
  })

  test('a new password signs this browser in, ends other sessions and voids the link', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    // another device, signed in before the reset, with 'remember me'
    const otherDevice = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: 'khalid@example.com', password: 'secret123', remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    otherDevice.assertHeader('location', '/dashboard')
    const otherSession = otherDevice.session()
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', merchant.id), 1)

    await askForLink(client, 'khalid@example.com')
    const path = resetPathMailedTo('khalid@example.com')
    const response = await setPassword(client, path, 'new-secret-1')
    response.assertStatus(303)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session().auth_web, merchant.id)
    assert.equal(response.session()[SESSION_VERSION_KEY], merchant.sessionVersion + 1)

    await merchant.refresh()
    assert.isTrue(await hash.verify(merchant.password, 'new-secret-1'))
    assert.isFalse(await hash.verify(merchant.password, 'secret123'))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', merchant.id), 0)

    // the other device's session has ended
    const stale = await client
      .get(route('dashboard.websites.index'))
      .withSession(otherSession)
      .redirects(0)
    stale.assertStatus(302)
    stale.assertHeader('location', '/login')
    // ...and this browser's goes on
    const fresh = await client
      .get(route('dashboard.websites.index'))
      .withInertia()
      .withSession(response.session())
    fresh.assertStatus(200)

    // the link worked once
    const again = await client.get(path).withInertia()
    again.assertStatus(403)
    ;(await setPassword(client, path, 'new-secret-2')).assertStatus(403)

    // old password refused, new one accepted
    const old = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: 'khalid@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    old.assertHeader('location', '/login')
    const renewed = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: 'khalid@example.com', password: 'new-secret-1' })
      .withCsrfToken()
      .redirects(0)
    renewed.assertHeader('location', '/dashboard')
  })

  test('opening the link proves the e-mail of an account that never typed its code', async ({
    client,
    assert,
  }) => {
    const merchant = await verifiedMerchant({ emailVerifiedAt: null })
    await askForLink(client, 'khalid@example.com')
    const response = await setPassword(
      client,
      resetPathMailedTo('khalid@example.com'),
      'new-secret-1'
    )
    response.assertHeader('location', '/dashboard')
    const user = await User.findOrFail(merchant.id)
    assert.isNotNull(user.emailVerifiedAt)
  })
})
