import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { LogTransport } from '#mails/transports/log_transport'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, resetLimits } from '#tests/functional/api/helpers'

test.group('API: merchant accounts of the marketing site', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    LogTransport.clear()
    return testUtils.db().withGlobalTransaction()
  })

  test('POST /register creates the unverified merchant and mails the code; 422 on bad input', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/api/v1/register').json({
      name: 'نورة العتيبي',
      email: 'noura.api@example.com',
      phone: '0551234567',
      password: 'secret123',
    })
    response.assertStatus(201)
    assert.equal(response.body().message, 'تم التسجيل بنجاح قم بتسجيل الدخول')
    assert.isFalse(response.body().user.email_verified)
    const user = await User.findByOrFail('email', 'noura.api@example.com')
    assert.isNull(user.emailVerifiedAt)
    assert.exists(LogTransport.lastTo('noura.api@example.com'))

    const bad = await client
      .post('/api/v1/register')
      .json({ name: 'ن', email: 'x', phone: '12', password: '1' })
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['name', 'email', 'phone', 'password'])
  })

  test('POST /login: a verified merchant gets a token; /me answers them; /logout revokes it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ email: 'verified.api@example.com' }).create()
    const login = await client
      .post('/api/v1/login')
      .json({ email: 'verified.api@example.com', password: PASSWORD })
    login.assertStatus(200)
    const { token, refresh_token: refresh } = login.body()
    assert.match(token, /^smt_/)
    assert.equal(login.body().authorisation.token, token)

    const me = await client.get('/api/v1/me').bearerToken(token)
    me.assertStatus(200)
    assert.equal(me.body().user.id, user.id)

    // a merchant token is no customer token, and the other way round
    ;(await client.get('/api/v1/auth/me').bearerToken(token)).assertStatus(401)

    const refreshed = await client
      .post('/api/v1/auth/refresh-token')
      .json({ refreshToken: refresh })
    refreshed.assertStatus(200)
    assert.equal(refreshed.body().user.id, user.id)
    const newToken = refreshed.body().token

    ;(await client.post('/api/v1/logout').bearerToken(newToken)).assertStatus(200)
    ;(await client.get('/api/v1/me').bearerToken(newToken)).assertStatus(401)
    ;(
      await client
        .post('/api/v1/auth/refresh-token')
        .json({ refreshToken: refreshed.body().refresh_token })
    ).assertStatus(401)
  })

  test('POST /login: wrong password 401, unverified 403 (a code is sent), no token 401 on /me', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ email: 'wrong.api@example.com' }).create()
    const wrong = await client
      .post('/api/v1/login')
      .json({ email: 'wrong.api@example.com', password: 'not-the-password' })
    wrong.assertStatus(401)
    assert.equal(wrong.body().message, 'البريد الإلكتروني أو كلمة المرور غير صحيحة')

    await UserFactory.apply('unverified').merge({ email: 'unverified.api@example.com' }).create()
    const unverified = await client
      .post('/api/v1/login')
      .json({ email: 'unverified.api@example.com', password: PASSWORD })
    unverified.assertStatus(403)
    assert.notProperty(unverified.body(), 'token')
    assert.exists(LogTransport.lastTo('unverified.api@example.com'))

    ;(await client.get('/api/v1/me')).assertStatus(401)
  })
})
