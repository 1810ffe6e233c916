// The OpenAPI document a client can trust (issue 32): servers, security, statuses, bounds, 405.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { resetLimits, websites } from '#tests/functional/api/helpers'
import { checkSchema } from '#tests/functional/api/schema_check'
import { PASSWORD } from '#tests/functional/api/helpers'
import { UserFactory } from '#database/factories/user_factory'

type Operation = Record<string, any>

/** Every operation of the document with its path and method. */
function operations(document: any) {
  const list: { path: string; method: string; operation: Operation }[] = []
  for (const [path, methods] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<Operation>(methods)) {
      list.push({ path, method, operation })
    }
  }
  return list
}

const param = (operation: Operation, name: string) =>
  operation.parameters.find((p: any) => p.name === name)

test.group('API: an OpenAPI document a client can trust', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('the server comes from APP_URL, never from the Host header, and paths are not prefixed twice', async ({
    client,
    assert,
  }) => {
    // a foreign Host is refused before any route, or at least never reaches the document
    const foreign = await client.get('/api/v1/openapi.json').header('Host', 'evil.example')
    if (foreign.status() === 200) assert.notInclude(foreign.text(), 'evil.example')
    else assert.equal(foreign.status(), 403)
    const forwarded = await client
      .get('/api/v1/openapi.json')
      .header('X-Forwarded-Host', 'evil.example')
      .header('X-Forwarded-Proto', 'http')
    forwarded.assertStatus(200)
    assert.notInclude(forwarded.text(), 'evil.example')
    const document = forwarded.body()
    assert.deepEqual(
      document.servers.map((server: any) => server.url),
      [env.get('APP_URL')!.replace(/\/$/, '')]
    )
    for (const path of Object.keys(document.paths)) {
      assert.match(path, /^\/api\/v1\//)
      assert.notMatch(path, /^\/api\/v1\/api\/v1/)
    }
  })

  test('public operations say security: [], the others name their token family', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const schemes = Object.keys(document.components.securitySchemes)
    assert.includeMembers(schemes, ['customerToken', 'merchantToken'])
    for (const { path, method, operation } of operations(document)) {
      assert.isArray(operation.security, `${method} ${path} declares no security`)
      for (const requirement of operation.security) {
        for (const name of Object.keys(requirement)) assert.include(schemes, name)
      }
    }
    const paths = document.paths
    assert.deepEqual(paths['/api/v1/store/products'].get.security, [])
    assert.deepEqual(paths['/api/v1/vistor'].post.security, [])
    assert.deepEqual(paths['/api/v1/order'].post.security, [{ customerToken: [] }])
    assert.deepEqual(paths['/api/v1/me'].get.security, [{ merchantToken: [] }])
    // a customer's token is not a merchant's: each family is refused where the other is expected
    const { demo } = await websites()
    const login = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: 'عميلة الرموز', email: 'families@example.com', password: PASSWORD })
    login.assertStatus(201)
    const customerToken = login.body().authorisation.token
    const asMerchant = await client.get('/api/v1/me').bearerToken(customerToken)
    asMerchant.assertStatus(401)
    assert.exists(demo)
  })

  test('every status an operation answers is documented: 400, 401, 404, 405, 422, 429', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    for (const { path, method, operation } of operations(document)) {
      const statuses = Object.keys(operation.responses)
      assert.include(statuses, '405', `${method} ${path}`)
      if (operation.requestBody)
        assert.includeMembers(statuses, ['400', '422'], `${method} ${path}`)
      if (operation.security.length > 0) assert.include(statuses, '401', `${method} ${path}`)
      if (path.includes('{')) assert.include(statuses, '404', `${method} ${path}`)
    }
    assert.include(Object.keys(document.paths['/api/v1/vistor'].post.responses), '404')
    assert.include(Object.keys(document.paths['/api/v1/auth/login'].post.responses), '429')

    // malformed JSON: a documented 400 with the Error body
    const malformed = await fetch(
      `http://localhost:${env.get('PORT')}/api/v1/auth/login?username=demo`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": ' }
    )
    assert.equal(malformed.status, 400)
    assert.deepEqual(checkSchema(await malformed.json(), components.Error, components), [])
    // a visit of an unknown website: the documented 404
    const unknown = await client.post('/api/v1/vistor').json({ website_id: 2_000_000 })
    unknown.assertStatus(404)
  })

  test('page, limit, the Saudi phone and ids are declared with the bounds the server enforces', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const posts = document.paths['/api/v1/website/posts'].get
    assert.deepInclude(param(posts, 'page').schema, { type: 'integer', minimum: 1, maximum: 10000 })
    assert.deepInclude(param(posts, 'limit').schema, { type: 'integer', minimum: 1, maximum: 50 })
    assert.deepEqual(param(posts, 'privilege').schema.enum, ['academy', 'blog'])
    assert.isTrue(param(posts, 'privilege').required)
    for (const path of ['/api/v1/order', '/api/v1/bookings', '/api/v1/blogs']) {
      assert.deepInclude(param(document.paths[path].get, 'page').schema, {
        minimum: 1,
        maximum: 10000,
      })
    }
    assert.equal(param(document.paths['/api/v1/order/{id}'].get, 'id').schema.minimum, 1)
    const register =
      document.paths['/api/v1/register'].post.requestBody.content['application/json'].schema
    const phone = new RegExp(register.properties.phone.pattern)
    assert.isTrue(phone.test('0551234567'))
    assert.isTrue(phone.test('+966551234567'))
    assert.isFalse(phone.test('0451234567'))
    const refused = await client.post('/api/v1/register').json({
      name: 'تاجر الجوال',
      email: 'phone.check@example.com',
      phone: '0451234567',
      password: PASSWORD,
    })
    refused.assertStatus(422)
    assert.properties(refused.body().errors, ['phone'])

    // the server refuses what the document refuses
    for (const url of [
      '/api/v1/website/posts?privilege=blog&limit=51',
      '/api/v1/website/posts?privilege=blog&page=0',
      '/api/v1/website/posts?privilege=blog&page=10001',
      '/api/v1/branches?username=demo&type=x',
    ]) {
      const response = await client.get(url)
      assert.equal(response.status(), 422, url)
    }
    assert.deepEqual(param(document.paths['/api/v1/branches'].get, 'type').schema.enum, ['order'])
    ;(await client.get('/api/v1/branches?username=demo&type=order')).assertStatus(200)
    ;(await client.get('/api/v1/order/0')).assertStatus(404)
  })

  test('content home blocks carry the id the document requires', async ({ client, assert }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    const operation = document.paths['/api/v1/homepage'].get
    const schema = operation.responses['200'].content['application/json'].schema
    for (const type of ['content', 'order']) {
      const response = await client.get(`/api/v1/homepage?username=demo&type=${type}`)
      response.assertStatus(200)
      assert.deepEqual(checkSchema(response.body(), schema, components), [], type)
      assert.isAbove(response.body().home_page.length, 0)
    }
  })

  test('a merchant’s refresh answers what the document says (not the Customer schema)', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    await UserFactory.merge({ email: 'refresh.merchant@example.com' }).create()
    const login = await client
      .post('/api/v1/login')
      .json({ email: 'refresh.merchant@example.com', password: PASSWORD })
    login.assertStatus(200)
    let current: string = login.body().refresh_token
    for (const path of ['/api/v1/auth/refresh-token', '/api/v1/auth/refresh']) {
      const schema = document.paths[path].post.responses['200'].content['application/json'].schema
      const refreshed = await client.post(path).json({ refreshToken: current, token: current })
      refreshed.assertStatus(200)
      assert.equal(refreshed.body().user.role, 'merchant')
      assert.deepEqual(checkSchema(refreshed.body(), schema, components), [], path)
      // a merchant's body is not a customer's: the Customer alternative alone refuses it
      assert.isNotEmpty(checkSchema(refreshed.body(), schema.anyOf[0], components))
      current = refreshed.body().refresh_token
    }
  })

  test('a method a documented path does not take answers 405 with Allow; an unknown path 404', async ({
    client,
    assert,
  }) => {
    const put = await client.put('/api/v1/order').json({})
    put.assertStatus(405)
    assert.equal(put.header('allow'), 'GET, HEAD, POST')
    assert.exists(put.body().message)
    const get = await client.get('/api/v1/vistor')
    get.assertStatus(405)
    assert.equal(get.header('allow'), 'POST')
    const remove = await client.delete('/api/v1/store/products')
    remove.assertStatus(405)
    assert.equal(remove.header('allow'), 'GET, HEAD')
    const unknown = await client.get('/api/v1/no-such-call')
    unknown.assertStatus(404)
  })
})
