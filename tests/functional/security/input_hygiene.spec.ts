import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customer'
import { BIDI_MESSAGE } from '#middleware/input_hygiene_middleware'

test.group('Input hygiene', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('NUL bytes and lone surrogates are stripped before anything is stored', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .json({
        name: 'هند\u0000 العتيبي\uD800',
        email: 'nul.test@example.com',
        password: 'secret123',
      })
      .withCsrfToken()
      .redirects(0)
    assert.isBelow(response.status(), 500)
    const customer = await Customer.findByOrFail('email', 'nul.test@example.com')
    assert.equal(customer.name, 'هند العتيبي')
  })

  test('a bidi override in a name is refused in Arabic and nothing is stored', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ name: 'هند\u202Eكذب', email: 'bidi.test@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(422)
    assert.include(JSON.stringify(response.body()), BIDI_MESSAGE)
    assert.isNull(await Customer.findBy('email', 'bidi.test@example.com'))
  })

  test('a JSON body above 1 MB is refused with 413', async ({ client, route }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ name: 'x'.repeat(1_100_000), email: 'big@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(413)
  })
})
