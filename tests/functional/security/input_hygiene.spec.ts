import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customer'
import Website from '#models/website'
import Cart from '#models/cart'
import { BIDI_MESSAGE } from '#middleware/input_hygiene_middleware'
import { VisitRecorder } from '#services/store/visit_recorder'

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
        mobile: '0500000201',
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
      .json({
        name: 'هند\u202Eكذب',
        mobile: '0500000202',
        email: 'bidi.test@example.com',
        password: 'secret123',
      })
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
      .json({
        name: 'x'.repeat(1_100_000),
        mobile: '0500000203',
        email: 'big@example.com',
        password: 'secret123',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(413)
  })

  for (const [label, productId] of [
    ['true', true],
    ['[1]', [1]],
    ['an empty string', ' '],
  ] as const) {
    test(`"product_id": ${label} is refused, nothing added to the cart`, async ({
      client,
      route,
    }) => {
      const website = await Website.findByOrFail('username', 'demo')
      const response = await client
        .post(route('store.cart_items.store', { username: 'demo' }))
        .header('accept', 'application/json')
        .withSession({ [`store_cart_${website.id}`]: 'b'.repeat(48) })
        .json({ product_id: productId, quantity: 1 })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(422)
      const cart = await Cart.query().where('guest_token', 'b'.repeat(48)).first()
      if (cart) {
        const lines = await cart.related('items').query()
        if (lines.length) throw new Error('a line was added')
      }
    })
  }

  test('a 10,000-character name is refused by the field limit, nothing stored', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ name: 'ن'.repeat(10_000), email: 'long.name@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(422)
    assert.isNull(await Customer.findBy('email', 'long.name@example.com'))
  })
})

test.group('Input hygiene: one text rule for every text field', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a bidi override or isolate is refused in any text field, not only names (a message, a note)', async ({
    client,
    assert,
    route,
  }) => {
    for (const text of ['رسالة \u202Eمعكوسة', 'عنوان \u2067معزول\u2069']) {
      const response = await client
        .post(route('content.contact.store', { username: 'demo' }))
        .header('accept', 'application/json')
        .json({ name: 'هند', email: 'hind@example.com', message: text })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(422)
      assert.include(JSON.stringify(response.body()), BIDI_MESSAGE)
    }
  })

  test('other control characters are removed from text before it is stored; a password is taken as typed', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .json({
        name: 'هند\u0007 العتيبي\u009B',
        mobile: '0500000204',
        email: 'ctrl.test@example.com',
        password: 'secret123\u202E',
      })
      .withCsrfToken()
      .redirects(0)
    assert.isBelow(response.status(), 500)
    const customer = await Customer.findByOrFail('email', 'ctrl.test@example.com')
    assert.equal(customer.name, 'هند العتيبي')
  })

  test('the query string of a write is held to the same rule: validators read it over the body', async ({
    client,
    assert,
    route,
  }) => {
    // a bidi override given in the address of a POST is refused, nothing stored
    const refused = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .qs({ name: 'هند\u202Eكذب' })
      .header('accept', 'application/json')
      .json({
        name: 'هند',
        mobile: '0500000205',
        email: 'qs.bidi@example.com',
        password: 'secret123',
      })
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(422)
    assert.include(JSON.stringify(refused.body()), BIDI_MESSAGE)
    assert.isNull(await Customer.findBy('email', 'qs.bidi@example.com'))

    // control characters there are removed before the (query string's) value is stored
    const cleaned = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .qs({ name: 'هند\u0007 العتيبي' })
      .json({
        name: 'هند',
        mobile: '0500000206',
        email: 'qs.ctrl@example.com',
        password: 'secret123',
      })
      .withCsrfToken()
      .redirects(0)
    assert.isBelow(cleaned.status(), 500)
    const customer = await Customer.findByOrFail('email', 'qs.ctrl@example.com')
    assert.equal(customer.name, 'هند العتيبي')
  })

  test('a page that only reads its query string loses the bidi marks instead of an error', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/o/demo/products').qs({ q: 'تمر\u202E' }).withInertia()
    response.assertStatus(200)
    assert.equal(response.body().props.q, 'تمر')
    // the storefront's page view is written now, while the test database is still there
    await VisitRecorder.flush()
  })
})
