// Merchant accounts with no global transaction: sign-up, code, onboarding, password reset, account changes
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Website from '#models/website'
import { codeMailedTo, resetPathMailedTo } from '#tests/functional/auth/helpers'
import { assertSaved, demoMerchant } from '#tests/strict/helpers'

/** A form from the account page, signed in as `user`. */
function accountForm(
  client: any,
  route: any,
  method: 'put' | 'post',
  name: string,
  user: User,
  body: object
) {
  return client[method](route(name))
    .header('referer', route('dashboard.account.show'))
    .withInertia()
    .form(body)
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

test.group('Strict: merchant sign-up', () => {
  test('sign up, type the mailed code, describe the business: the website exists', async ({
    client,
    route,
    assert,
  }) => {
    const email = 'reem.strict@example.com'
    const signup = await client
      .post(route('auth.signup.store'))
      .withInertia()
      .form({
        name: 'ريم الشهري',
        email,
        phone: '0501234567',
        password: 'bakery-2026',
        plan: 'monthly',
      })
      .withCsrfToken()
      .redirects(0)
    signup.assertStatus(303)
    signup.assertHeader('location', '/verify')
    const user = await User.findByOrFail('email', email)
    assert.isNull(user.emailVerifiedAt)

    const verify = await client
      .post(route('auth.verification.store'))
      .withInertia()
      .withSession(signup.session())
      .form({ code: codeMailedTo(email) })
      .withCsrfToken()
      .redirects(0)
    verify.assertStatus(303)
    verify.assertHeader('location', '/onboarding')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    const onboarding = await client
      .post(route('auth.onboarding.store'))
      .withInertia()
      .withSession(verify.session())
      .form({
        activity_type: 'shop',
        entity_type: 'individual',
        legal_id: 'FL-987654321',
        site_name: 'مخبز ريم',
        username: 'reem-bakery',
      })
      .withCsrfToken()
      .redirects(0)
    onboarding.assertStatus(303)
    onboarding.assertHeader('location', '/onboarding/done')
    const website = await Website.findByOrFail('username', 'reem-bakery')
    assert.equal(website.userId, user.id)
    ;(await client.get('/o/reem-bakery').withInertia()).assertStatus(200)
  })

  test('a forgotten password is reset through the mailed link', async ({
    client,
    route,
    assert,
  }) => {
    const { owner } = await demoMerchant()
    const asked = await client
      .post(route('auth.password_forgot.store'))
      .header('referer', route('auth.password_forgot.create'))
      .withInertia()
      .form({ email: owner.email })
      .withCsrfToken()
      .redirects(0)
    asked.assertStatus(303)
    const path = resetPathMailedTo(owner.email)
    const reset = await client
      .post(path)
      .header('referer', path)
      .withInertia()
      .form({ password: 'new-secret-1', password_confirmation: 'new-secret-1' })
      .withCsrfToken()
      .redirects(0)
    reset.assertStatus(303)
    reset.assertHeader('location', '/dashboard')
    await owner.refresh()
    assert.isTrue(await hash.verify(owner.password, 'new-secret-1'))
  })

  test('a merchant logs in with remember me', async ({ client, route, assert }) => {
    const { owner } = await demoMerchant()
    const response = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: owner.email, password: 'safhati123', remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/dashboard')
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', owner.id), 1)
  })
})

test.group('Strict: merchant account', () => {
  test('the name, the e-mail (with its code) and the password change', async ({
    client,
    route,
    assert,
  }) => {
    const { owner } = await demoMerchant()
    const account = route('dashboard.account.show')
    const send = (method: 'put' | 'post', name: string, body: object) =>
      accountForm(client, route, method, name, owner, body)

    assertSaved(
      assert,
      await send('put', 'dashboard.account.update', { name: 'نورة بنت محمد' }),
      account
    )
    await owner.refresh()
    assert.equal(owner.name, 'نورة بنت محمد')

    const asked = await send('post', 'dashboard.account_email.store', {
      email: 'noura.new@example.com',
    })
    assertSaved(assert, asked, account)
    const code = codeMailedTo('noura.new@example.com')
    assertSaved(assert, await send('put', 'dashboard.account_email.update', { code }), account)
    await owner.refresh()
    assert.equal(owner.email, 'noura.new@example.com')

    const password = await send('put', 'dashboard.account_password.update', {
      current_password: 'safhati123',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    })
    assertSaved(assert, password, account)
    await owner.refresh()
    assert.isTrue(await hash.verify(owner.password, 'new-secret-1'))
  })
})
