import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { apiRoutes } from '#http/api/openapi/operation'
import { resetLimits, websites } from '#tests/functional/api/helpers'
import { checkSchema } from '#tests/functional/api/schema_check'
import { clearUploads } from '#tests/functional/dashboard/website_helpers'
import { callEveryRoute } from '#tests/functional/api/every_route'

test.group('API: the OpenAPI document', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('is OpenAPI 3.1 and documents every /api/v1 route with its method and path', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/openapi.json')
    response.assertStatus(200)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    const routes = apiRoutes()
    assert.isAbove(routes.length, 40)
    for (const route of routes) {
      const path = route.pattern.replace(/:(\w+)/g, '{$1}')
      for (const method of route.methods) {
        const operation = document.paths[path]?.[method.toLowerCase()]
        assert.exists(operation, `${method} ${path} (${route.name}) is not in the document`)
        assert.equal(operation.operationId, route.name)
      }
    }
  })

  test('request bodies come from the validators: the sign-up body has the validator’s rules', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const signup = document.paths['/api/v1/auth/register'].post
    const schema = signup.requestBody.content['application/json'].schema
    assert.sameMembers(schema.required, ['name', 'email', 'password'])
    assert.equal(schema.properties.password.minLength, 6)
    assert.equal(schema.properties.password.maxLength, 120)
    assert.equal(schema.properties.email.format, 'email')
    const order =
      document.paths['/api/v1/order'].post.requestBody.content['application/json'].schema
    assert.deepEqual(order.properties.payment_method.enum, ['cod'])
    assert.equal(order.properties.address_id.type, 'integer')
    assert.equal(order.properties.address_id.minimum, 1)
    const address = document.paths['/api/v1/address'].post.requestBody.content['application/json']
    assert.equal(address.schema.properties.short_address.pattern, '^[A-Z]{4}[0-9]{4}$')
    assert.equal(order.properties.items.minItems, 1)
    assert.equal(order.properties.items.items.properties.quantity.maximum, 10)
    assert.deepEqual(document.paths['/api/v1/order'].post.security, [{ customerToken: [] }])
    const username = document.paths['/api/v1/store/products'].get.parameters.find(
      (p: any) => p.name === 'username'
    )
    assert.isTrue(username.required)
  })

  test('every route answers what its documented success response says', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { demo } = await websites()
    cleanup(() => clearUploads(demo.id))
    const document = (await client.get('/api/v1/openapi.json')).body()
    const byName = new Map<string, { path: string; method: string; operation: any }>()
    for (const [path, methods] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        byName.set(operation.operationId, { path, method, operation })
      }
    }
    const calls = await callEveryRoute(client)
    const called = new Set(calls.map(([name]) => name))
    // every documented route is exercised here
    assert.sameMembers(
      [...byName.keys()].filter((name) => !called.has(name)),
      []
    )

    const problems: string[] = []
    for (const [name, call] of calls) {
      const response = await call()
      const { operation } = byName.get(name)!
      const documented = operation.responses[String(response.status())]
      if (!documented || response.status() >= 400) {
        problems.push(
          `${name}: status ${response.status()} ${JSON.stringify(response.body()).slice(0, 200)}`
        )
        continue
      }
      const schema = documented.content?.['application/json']?.schema
      if (schema) {
        problems.push(
          ...checkSchema(response.body(), schema, document.components.schemas).map(
            (p) => `${name} ${p}`
          )
        )
      }
    }
    assert.deepEqual(problems, [])
  })

  test('errors are documented as JSON and answered as such: 401, 404, 422', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    const order = document.paths['/api/v1/order'].post.responses
    assert.properties(order, ['401', '409', '422'])
    const unauth = await client.post('/api/v1/order').json({})
    unauth.assertStatus(401)
    assert.deepEqual(checkSchema(unauth.body(), components.Error, components), [])
    const invalid = await client.get('/api/v1/website/posts')
    invalid.assertStatus(422)
    assert.deepEqual(checkSchema(invalid.body(), components.Error, components), [])
  })

  test('/api/docs is a readable HTML reference of the same document, with no outside script', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/docs')
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /text\/html/)
    const html = response.text()
    assert.include(html, 'dir="rtl"')
    assert.include(html, '/api/v1/services-operation/customer-confirm')
    assert.include(html, 'api.orders.store')
    assert.notMatch(html, /<script[^>]+src=/)
    assert.notMatch(html, /https?:\/\/(cdn|unpkg|cdnjs)/)
  })
})
