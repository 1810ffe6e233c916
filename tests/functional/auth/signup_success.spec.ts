// The web sign-up says SPEC.md's success message on the verify page (section 5, marketing signup).
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { GOOD_SIGNUP, resetAuthState } from './helpers.js'

test.group('Merchant sign-up: the success message', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('right after the form, /verify shows "تم التسجيل بنجاح قم بتسجيل الدخول"; later visits do not', async ({
    client,
    assert,
    route,
  }) => {
    const signup = await client
      .post(route('auth.signup.store'))
      .withInertia()
      .form({ ...GOOD_SIGNUP, email: 'success.message@example.com' })
      .withCsrfToken()
      .redirects(0)
    signup.assertHeader('location', '/verify')

    const verify = await client
      .get(route('auth.verification.show'))
      .withSession(signup.session())
      .withFlashMessages(signup.flashMessages())
    verify.assertStatus(200)
    const html = verify.text()
    assert.match(html, /role="status"[^>]*>تم التسجيل بنجاح قم بتسجيل الدخول</)
    // the message comes before the code boxes
    assert.isBelow(
      html.indexOf('تم التسجيل بنجاح قم بتسجيل الدخول'),
      html.indexOf('أدخل رمز التحقق</h1>')
    )

    // a later visit of /verify (a reload, a wrong code) no longer says it
    const again = await client.get(route('auth.verification.show')).withSession(signup.session())
    again.assertStatus(200)
    assert.notInclude(again.text(), 'تم التسجيل بنجاح')
  })
})
