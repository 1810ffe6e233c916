import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import { apiLogin, PASSWORD, resetLimits, websites } from '#tests/functional/api/helpers'
import { makeCustomer } from '#tests/functional/store/account_helpers'

/** A minute ago, bound as the auth package stores it (a number on SQLite, a timestamp on PostgreSQL). */
function pastExpiry() {
  const past = new Date(Date.now() - 60_000)
  return db.connection().dialect.name === 'postgres' ? past : past.getTime()
}

test.group('API /auth: customer bearer tokens', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return () => resetLimits()
  })

  test('register answers the customer, a bearer token of one hour and a refresh token', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const response = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: 'سارة القحطاني', email: 'Sara.API@example.com', password: 'secret123' })
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.user.email, 'sara.api@example.com')
    assert.equal(body.user.role, 'user')
    assert.notProperty(body.user, 'password')
    assert.equal(body.authorisation.type, 'bearer')
    assert.match(body.authorisation.token, /^sft_/)
    const minutes = DateTime.fromISO(body.authorisation.expires_at).diffNow('minutes').minutes
    assert.isAbove(minutes, 55)
    assert.isBelow(minutes, 61)
    assert.match(body.refresh_token, /^srt_/)
    const days = DateTime.fromISO(body.refresh_token_expires_at).diffNow('days').days
    assert.isAbove(days, 29)
    const stored = await Customer.query()
      .where('website_id', demo.id)
      .where('email', 'sara.api@example.com')
    assert.lengthOf(stored, 1)
    // the refresh token is stored hashed only
    const row = await db.from('customer_refresh_tokens').where('customer_id', stored[0].id).first()
    assert.notEqual(row.token_hash, body.refresh_token)
    assert.lengthOf(row.token_hash, 64)
  })

  test('register: 422 with Arabic field messages, nothing stored', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: '', email: 'not-an-email', password: '1' })
    response.assertStatus(422)
    const body = response.body()
    assert.isString(body.message)
    assert.properties(body.errors, ['name', 'email', 'password'])
    assert.match(body.errors.email[0], /[\u0600-\u06FF]/)
    const count = await db.from('customers').where('email', 'not-an-email').count('* as total')
    assert.equal(Number(count[0].total), 0)
  })

  test('register: an e-mail taken on the same website is 422; on another website it is free', async ({
    client,
  }) => {
    const { demo } = await websites()
    await makeCustomer(demo, 'twice@example.com')
    const taken = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: 'عميل', email: 'twice@example.com', password: 'secret123' })
    taken.assertStatus(422)
    taken.assertBodyContains({ errors: { email: [] } })
    const other = await client
      .post('/api/v1/auth/register?username=nakheel')
      .json({ name: 'عميل', email: 'twice@example.com', password: 'secret123' })
    other.assertStatus(201)
  })

  test('register on an unknown website is a JSON 404', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/auth/register?username=no-such-site')
      .json({ name: 'عميل', email: 'x@example.com', password: 'secret123' })
    response.assertStatus(404)
    assert.equal(response.body().message, 'عذرا الصفحة غير موجودة او غير صحيحة')
  })

  test('login with a wrong password is 401 JSON; a customer of demo is a stranger on nakheel', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await makeCustomer(demo, 'login.api@example.com')
    const wrong = await client
      .post('/api/v1/auth/login?username=demo')
      .json({ email: 'login.api@example.com', password: 'wrong-password' })
    wrong.assertStatus(401)
    assert.equal(wrong.body().message, 'البريد الإلكتروني أو كلمة المرور غير صحيحة')
    const elsewhere = await client
      .post('/api/v1/auth/login?username=nakheel')
      .json({ email: 'login.api@example.com', password: PASSWORD })
    elsewhere.assertStatus(401)
  })

  test('login: after 5 failures the 6th is 429 with Retry-After, even with the right password', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await makeCustomer(demo, 'throttle.api@example.com')
    for (let i = 0; i < 5; i++) {
      await client
        .post('/api/v1/auth/login?username=demo')
        .json({ email: 'throttle.api@example.com', password: 'wrong-password' })
    }
    const response = await client
      .post('/api/v1/auth/login?username=demo')
      .json({ email: 'throttle.api@example.com', password: PASSWORD })
    response.assertStatus(429)
    assert.isAbove(Number(response.header('retry-after')), 0)
    assert.equal(response.body().message, 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة')
  })

  test('refresh is rate limited per address: the 11th call in a minute is 429', async ({
    client,
    assert,
  }) => {
    let last
    for (let i = 0; i < 11; i++) {
      last = await client
        .post('/api/v1/auth/refresh')
        .json({ refresh_token: 'srt_not-a-real-token' })
    }
    last!.assertStatus(429)
    assert.exists(last!.header('retry-after'))
  })

  test('me: 401 JSON without a token or with a bad one; the customer with a token (GET and POST)', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const none = await client.get('/api/v1/auth/me')
    none.assertStatus(401)
    assert.equal(none.body().message, 'سجل الدخول للمتابعة')
    const bad = await client.get('/api/v1/auth/me').bearerToken('sft_nonsense')
    bad.assertStatus(401)

    const session = await apiLogin(client, demo, 'me.api@example.com')
    const me = await client.get('/api/v1/auth/me').bearerToken(session.token)
    me.assertStatus(200)
    assert.equal(me.body().user.email, 'me.api@example.com')
    const post = await client.post('/api/v1/auth/me').bearerToken(session.token)
    post.assertStatus(200)
    assert.equal(post.body().user.id, session.customer.id)
  })

  test('an expired access token is 401; refresh gives a new pair and the call succeeds', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'expired.api@example.com')
    await db
      .from('customer_access_tokens')
      .where('tokenable_id', session.customer.id)
      .update({ expires_at: pastExpiry() })

    const expired = await client.get('/api/v1/address').bearerToken(session.token)
    expired.assertStatus(401)

    const refreshed = await client
      .post('/api/v1/auth/refresh')
      .json({ refresh_token: session.refresh })
    refreshed.assertStatus(200)
    const { token } = refreshed.body().authorisation
    assert.notEqual(token, session.token)
    assert.notEqual(refreshed.body().refresh_token, session.refresh)

    const again = await client.get('/api/v1/address').bearerToken(token)
    again.assertStatus(200)
  })

  test('a reused refresh token is 401 and revokes the whole family', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'reuse.api@example.com')
    const first = await client.post('/api/v1/auth/refresh').json({ refresh_token: session.refresh })
    first.assertStatus(200)
    const newToken = first.body().authorisation.token
    const newRefresh = first.body().refresh_token

    // the old refresh token again: stolen or replayed
    const reuse = await client
      .post('/api/v1/auth/refresh-token')
      .json({ refreshToken: session.refresh })
    reuse.assertStatus(401)
    assert.equal(reuse.body().code, 'refresh_token_reused')

    // the whole family is closed: the new refresh token and the new access token too
    const next = await client.post('/api/v1/auth/refresh').json({ token: newRefresh })
    next.assertStatus(401)
    const call = await client.get('/api/v1/auth/me').bearerToken(newToken)
    call.assertStatus(401)
  })

  test('another sign-in of the same customer is its own family: a reuse does not close it', async ({
    client,
  }) => {
    const { demo } = await websites()
    const phone = await apiLogin(client, demo, 'family.api@example.com')
    const laptop = await client
      .post('/api/v1/auth/login?username=demo')
      .json({ email: 'family.api@example.com', password: PASSWORD })
    await client.post('/api/v1/auth/refresh').json({ refresh_token: phone.refresh })
    await client.post('/api/v1/auth/refresh').json({ refresh_token: phone.refresh })
    const me = await client.get('/api/v1/auth/me').bearerToken(laptop.body().authorisation.token)
    me.assertStatus(200)
  })

  test('logout revokes the access token and the refresh token', async ({ client }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'logout.api@example.com')
    const logout = await client.post('/api/v1/auth/logout').bearerToken(session.token)
    logout.assertStatus(200)
    const me = await client.get('/api/v1/auth/me').bearerToken(session.token)
    me.assertStatus(401)
    const refresh = await client
      .post('/api/v1/auth/refresh')
      .json({ refresh_token: session.refresh })
    refresh.assertStatus(401)
  })

  test('a bad refresh body is 422; an unknown token is 401', async ({ client, assert }) => {
    const empty = await client.post('/api/v1/auth/refresh').json({})
    empty.assertStatus(422)
    assert.property(empty.body().errors, 'refresh_token')
    const unknown = await client
      .post('/api/v1/auth/refresh')
      .json({ refresh_token: 'srt_aaaaaaaaaaaaaaaaaaaaaaaaaaaa' })
    unknown.assertStatus(401)
  })

  test('the API is stateless: no session or XSRF cookie is set', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'stateless.api@example.com')
    const response = await client.get('/api/v1/auth/me').bearerToken(session.token)
    response.assertStatus(200)
    assert.isUndefined(response.header('set-cookie'))
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })

  test('POST calls need no CSRF token (bearer calls)', async ({ client }) => {
    // the japa client sends no session cookie nor XSRF header: a page form would be refused
    const response = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: 'عميل بلا جلسة', email: 'nocsrf@example.com', password: 'secret123' })
    response.assertStatus(201)
  })
})
