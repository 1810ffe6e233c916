import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import CustomerPasswordReset from '#models/customer_password_reset'
import { LogTransport } from '#mails/transports/log_transport'
import { resetStoreState, seededCustomer, websites } from '#tests/functional/store/account_helpers'

const SENT = 'إذا كان البريد مسجلا لدينا فستصلك رسالة فيها رابط لإعادة تعيين كلمة المرور.'

function tokenMailedTo(email: string) {
  const mail = LogTransport.lastTo(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = /\/o\/(\w+)\/reset-password\/([0-9a-f]{64})/.exec(mail.text)
  if (!match) throw new Error('no reset link in the mail')
  return { username: match[1], token: match[2], mail }
}

test.group('Storefront customers: forgot password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  const ask = (client: any, username: string, email: string) =>
    client
      .post(router.makeUrl('store.password.send', { username }))
      .header('referer', router.makeUrl('store.password.forgot', { username }))
      .withInertia()
      .form({ email })
      .withCsrfToken()
      .redirects(0)

  test('the forgot-password page renders', async ({ client, route }) => {
    const response = await client
      .get(route('store.password.forgot', { username: 'demo' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/auth/forgot_password')
  })

  test('a known e-mail gets a one-time link; the new password works once', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const response = await ask(client, 'demo', 'sara@example.com')
    response.assertFlashMessage('success', SENT)
    const { username, token, mail } = tokenMailedTo('sara@example.com')
    assert.equal(username, 'demo')
    assert.include(mail.subject, 'مركز لمسة جمال')
    // only the hash is stored
    assert.lengthOf(await CustomerPasswordReset.query().where('token_hash', token), 0)

    const page = await client
      .get(route('store.password.edit', { username: 'demo', token }))
      .withInertia()
    page.assertInertiaPropsContains({ token, error: null })

    const reset = await client
      .post(route('store.password.update', { username: 'demo' }))
      .header('referer', route('store.password.edit', { username: 'demo', token }))
      .withInertia()
      .form({ token, password: 'newpass456', password_confirmation: 'newpass456' })
      .withCsrfToken()
      .redirects(0)
    reset.assertStatus(303)
    reset.assertHeader('location', '/o/demo/login')
    const sara = await seededCustomer(demo, 'sara@example.com')
    assert.isTrue(await hash.verify(sara.password, 'newpass456'))

    const again = await client
      .post(route('store.password.update', { username: 'demo' }))
      .header('referer', route('store.password.edit', { username: 'demo', token }))
      .withInertia()
      .form({ token, password: 'other789', password_confirmation: 'other789' })
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage('errorsBag', {
      token: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته، اطلب رابطا جديدا.',
    })
    await sara.refresh()
    assert.isTrue(await hash.verify(sara.password, 'newpass456'))
  })

  test('an unknown e-mail gets the same answer and no mail', async ({ client, assert }) => {
    const response = await ask(client, 'demo', 'nobody@example.com')
    response.assertFlashMessage('success', SENT)
    assert.lengthOf(LogTransport.outbox, 0)
    // a customer of another website is unknown here too
    await ask(client, 'nakheel', 'sara@example.com')
    assert.lengthOf(LogTransport.outbox, 0)
  })

  test("a link of one website does not open another website's account", async ({
    client,
    route,
  }) => {
    await ask(client, 'demo', 'sara@example.com')
    const { token } = tokenMailedTo('sara@example.com')
    const page = await client
      .get(route('store.password.edit', { username: 'nakheel', token }))
      .withInertia()
    page.assertInertiaPropsContains({ token: null })
    const post = await client
      .post(route('store.password.update', { username: 'nakheel' }))
      .header('referer', route('store.session.create', { username: 'nakheel' }))
      .withInertia()
      .form({ token, password: 'newpass456', password_confirmation: 'newpass456' })
      .withCsrfToken()
      .redirects(0)
    post.assertFlashMessage('errorsBag', {
      token: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته، اطلب رابطا جديدا.',
    })
  })

  test('an expired link is refused; mismatched passwords get the Arabic message', async ({
    client,
    route,
  }) => {
    await ask(client, 'demo', 'sara@example.com')
    const { token } = tokenMailedTo('sara@example.com')
    const mismatch = await client
      .post(route('store.password.update', { username: 'demo' }))
      .header('referer', route('store.password.edit', { username: 'demo', token }))
      .withInertia()
      .form({ token, password: 'newpass456', password_confirmation: 'different' })
      .withCsrfToken()
      .redirects(0)
    mismatch.assertFlashMessage('inputErrorsBag', { password: ['كلمتا المرور غير متطابقتين.'] })

    for (const reset of await CustomerPasswordReset.all()) {
      reset.expiresAt = DateTime.now().minus({ minutes: 1 })
      await reset.save()
    }
    const page = await client
      .get(route('store.password.edit', { username: 'demo', token }))
      .withInertia()
    page.assertInertiaPropsContains({ token: null })
  })
})
