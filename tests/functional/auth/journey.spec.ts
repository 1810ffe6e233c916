import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { codeMailedTo, resetAuthState } from './helpers.js'

/**
 * A new business owner, tried as one would: sign up from a plan, read the code from the mail, describe
 * the business, and open the new website. Each step carries the session of the one before.
 */
test.group('Merchant journey: from sign-up to a live website', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('sign up, verify, onboard, then /o/{username} and /c/{username} are live', async ({
    client,
    assert,
    route,
  }) => {
    const email = 'reem.bakery@example.com'

    const signupPage = await client
      .get(route('auth.signup.create', {}, { qs: { plan: 'monthly' } }))
      .withInertia()
    assert.equal((signupPage.inertiaProps as any).plan.code, 'monthly')

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
    signup.assertHeader('location', '/verify')

    const verify = await client
      .post(route('auth.verification.store'))
      .withInertia()
      .withSession(signup.session())
      .form({ code: codeMailedTo(email) })
      .withCsrfToken()
      .redirects(0)
    verify.assertHeader('location', '/onboarding')

    const onboardingPage = await client
      .get(route('auth.onboarding.create'))
      .withInertia()
      .withSession(verify.session())
    onboardingPage.assertInertiaComponent('auth/onboarding')
    // the navbar knows who is signed in, from the server session
    assert.equal((onboardingPage.inertiaProps as any).user.email, email)

    const check = await client
      .get(route('auth.username_availability.show', {}, { qs: { username: 'reem-bakery' } }))
      .header('accept', 'application/json')
      .withSession(verify.session())
    assert.isTrue(check.body().available)

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
    onboarding.assertHeader('location', '/onboarding/done')

    const done = await client.get(route('auth.onboarding.done')).withSession(verify.session())
    done.assertStatus(200)
    assert.include(done.text(), 'تم التسجيل بنجاح')
    assert.include(done.text(), '/o/reem-bakery')
    assert.include(done.text(), '/c/reem-bakery')

    const website = await Website.query()
      .where('username', 'reem-bakery')
      .preload('plan')
      .firstOrFail()
    assert.equal(website.plan.code, 'monthly')

    const store = await client.get(route('store.home.show', { username: 'reem-bakery' }))
    store.assertStatus(200)
    assert.include(store.text(), 'مخبز ريم')
    const content = await client.get(route('content.home.show', { username: 'reem-bakery' }))
    content.assertStatus(200)
    assert.include(content.text(), 'مخبز ريم')

    // one website: the dashboard opens its overview
    const dashboard = await client
      .get(route('dashboard.websites.index'))
      .withInertia()
      .withSession(verify.session())
    dashboard.assertInertiaComponent('dashboard/overview/show')
    assert.equal((dashboard.inertiaProps as any).website.username, 'reem-bakery')

    // the username is now taken for everybody else
    const taken = await client
      .get(route('auth.username_availability.show', {}, { qs: { username: 'reem-bakery' } }))
      .header('accept', 'application/json')
      .withSession(verify.session())
    assert.isFalse(taken.body().available)

    // log out, log back in with the chosen password: straight to the dashboard
    const logout = await client
      .post(route('auth.session.destroy'))
      .withInertia()
      .withSession(verify.session())
      .withCsrfToken()
      .redirects(0)
    logout.assertHeader('location', '/')
    const login = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email, password: 'bakery-2026' })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', '/dashboard')
  })
})
