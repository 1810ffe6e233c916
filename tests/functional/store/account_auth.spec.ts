import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import {
  PASSWORD,
  activeProducts,
  makeCustomer,
  resetStoreState,
  seededCustomer,
  websites,
} from '#tests/functional/store/account_helpers'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'

test.group('Storefront customers: sign-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('the sign-up and login pages render with their links', async ({ client, assert, route }) => {
    const signup = await client
      .get(route('store.signup.create', { username: 'demo' }))
      .withInertia()
    signup.assertStatus(200)
    signup.assertInertiaComponent('store/auth/signup')
    const login = await client.get(route('store.session.create', { username: 'demo' }))
    login.assertStatus(200)
    const html = login.text()
    assert.include(html, 'href="/o/demo/forgot-password"')
    assert.include(html, 'href="/o/demo/signup"')
    assert.include(html, 'name="remember"')
    assert.include(html, '<title inertia>صفحتي | تسجيل الدخول</title>')
  })

  test('bad input gets Arabic field errors and stores nothing', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('referer', route('store.signup.create', { username: 'demo' }))
      .withInertia()
      .form({ name: '', mobile: '123', email: 'not-an-email', password: '123' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', {
      name: ['الحقل ضروري.'],
      mobile: ['أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'],
      email: ['أدخل بريد الكتروني صحيح'],
      password: ['يجب ألا يقل طول الحقل عن 6 أحرف'],
    })
    assert.lengthOf(
      await Customer.query().where('website_id', demo.id).where('email', 'not-an-email'),
      0
    )
  })

  test('a JSON client gets 422 with the field errors', async ({ client, route }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ name: 'سعد', email: '', password: '' })
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'email', message: 'الحقل ضروري.' }] })
  })

  test('an e-mail is unique per website: taken on demo, free on nakheel', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await websites()
    const taken = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('referer', route('store.signup.create', { username: 'demo' }))
      .withInertia()
      .form({ name: 'سارة', mobile: '0500000101', email: 'SARA@example.com', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    taken.assertFlashMessage('inputErrorsBag', { email: ['هذا البريد الإلكتروني مسجل من قبل.'] })

    const other = await client
      .post(route('store.signup.store', { username: 'nakheel' }))
      .header('referer', route('store.signup.create', { username: 'nakheel' }))
      .withInertia()
      .form({
        name: 'سارة القحطاني',
        mobile: '0500000102',
        email: 'sara@example.com',
        password: PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    other.assertStatus(303)
    other.assertHeader('location', '/o/nakheel')
    const created = await seededCustomer(nakheel, 'sara@example.com')
    assert.notEqual(created.password, PASSWORD)
    assert.isTrue(await hash.verify(created.password, PASSWORD))
  })

  test('a good sign-up signs the customer in and returns to the site home', async ({
    client,
    route,
  }) => {
    const response = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('referer', route('store.signup.create', { username: 'demo' }))
      .withInertia()
      .form({
        name: 'منيرة الشهري',
        mobile: '+966 50 000 0103',
        email: 'Munira@Example.com',
        password: PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo')
    response.assertFlashMessage('success', 'مرحبا منيرة الشهري، تم إنشاء حسابك')
    response.assertSession('auth_customer')
  })
})

test.group('Storefront customers: login and logout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  const login = (client: any, username: string, form: Record<string, unknown>, session = {}) =>
    client
      .post(router.makeUrl('store.session.store', { username }))
      .header('referer', router.makeUrl('store.session.create', { username }))
      .withSession(session)
      .withInertia()
      .form(form)
      .withCsrfToken()
      .redirects(0)

  test('good credentials sign in on a new session id and go to the site home', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const sara = await seededCustomer(demo, 'sara@example.com')
    const before = await client
      .get(route('store.session.create', { username: 'demo' }))
      .withSession({ visited: true })
    const oldId = before.cookie('adonis-session')?.value
    assert.exists(oldId)
    const response = await client
      .post(route('store.session.store', { username: 'demo' }))
      .header('referer', route('store.session.create', { username: 'demo' }))
      .cookie('adonis-session', oldId)
      .withInertia()
      .form({ email: 'sara@example.com', password: 'safhati123' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo')
    response.assertSession('auth_customer', sara.id)
    const newId = response.cookie('adonis-session')?.value
    assert.exists(newId)
    assert.notEqual(newId, oldId)
  })

  test('remember me sets the long-lived remember cookie of the customer guard', async ({
    client,
    assert,
  }) => {
    const response = await login(client, 'demo', {
      email: 'sara@example.com',
      password: 'safhati123',
      remember: 'on',
    })
    response.assertStatus(303)
    assert.exists(response.cookie('remember_customer'))
  })

  test('a wrong password gets the Arabic message and no session', async ({ client, assert }) => {
    const response = await login(client, 'demo', {
      email: 'sara@example.com',
      password: 'wrong-one',
    })
    response.assertStatus(303)
    response.assertFlashMessage('errorsBag', {
      login: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    })
    assert.isUndefined(response.session().auth_customer)
    // the e-mail comes back to the form, never the password
    assert.equal(response.flashMessages().email, 'sara@example.com')
    assert.isUndefined(response.flashMessages().password)
  })

  test('a customer of demo cannot sign in on nakheel', async ({ client, assert }) => {
    const response = await login(client, 'nakheel', {
      email: 'sara@example.com',
      password: 'safhati123',
    })
    response.assertFlashMessage('errorsBag', {
      login: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    })
    assert.isUndefined(response.session().auth_customer)
  })

  test('a demo session opens nothing on nakheel', async ({ client, route }) => {
    const { demo } = await websites()
    const sara = await seededCustomer(demo, 'sara@example.com')
    const page = await client
      .get(route('store.profile.show', { username: 'nakheel' }))
      .withGuard('customer')
      .loginAs(sara)
      .redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', '/o/nakheel/login')
    const home = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withGuard('customer')
      .loginAs(sara)
      .withInertia()
    home.assertInertiaPropsContains({ customer: null })
  })

  test('bad input is 422-style field errors', async ({ client }) => {
    const response = await login(client, 'demo', { email: 'x', password: '' })
    response.assertFlashMessage('inputErrorsBag', {
      email: ['أدخل بريد الكتروني صحيح'],
      password: ['الحقل ضروري.'],
    })
  })

  test('after 5 failures in a minute the login answers 429 with the wait message', async ({
    client,
    assert,
    route,
  }) => {
    for (let i = 0; i < 5; i++) {
      const failed = await login(client, 'demo', {
        email: 'sara@example.com',
        password: `bad-${i}`,
      })
      failed.assertFlashMessage('errorsBag', {
        login: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      })
    }
    // even the right password waits now
    const blocked = await login(client, 'demo', {
      email: 'sara@example.com',
      password: 'safhati123',
    })
    blocked.assertStatus(429)
    blocked.assertInertiaComponent('store/auth/login')
    blocked.assertInertiaPropsContains({ error: 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة' })
    assert.isUndefined(blocked.session().auth_customer)
    assert.isAtMost(Number(blocked.header('retry-after')), 60)

    const json = await client
      .post(route('store.session.store', { username: 'demo' }))
      .header('accept', 'application/json')
      .json({ email: 'sara@example.com', password: 'safhati123' })
      .withCsrfToken()
    json.assertStatus(429)
    json.assertBodyContains({ errors: [{ message: 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة' }] })
  })

  test('a guest sent to login from a protected page comes back to it', async ({
    client,
    route,
  }) => {
    const { demo } = await websites()
    const guest = await client.get(route('store.orders.index', { username: 'demo' })).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/o/demo/login')
    guest.assertSession(`store_redirect_${demo.id}`, '/o/demo/orders')

    const response = await login(
      client,
      'demo',
      { email: 'sara@example.com', password: 'safhati123' },
      { [`store_redirect_${demo.id}`]: '/o/demo/orders' }
    )
    response.assertHeader('location', '/o/demo/orders')
  })

  test('a stored redirect to another site is never followed', async ({ client }) => {
    const { demo } = await websites()
    const response = await login(
      client,
      'demo',
      { email: 'sara@example.com', password: 'safhati123' },
      { [`store_redirect_${demo.id}`]: 'https://evil.example/o/demo/orders' }
    )
    response.assertHeader('location', '/o/demo')
  })

  test("the guest's cart joins the customer's cart at login", async ({ client, assert }) => {
    const { demo } = await websites()
    const sara = await seededCustomer(demo, 'sara@example.com')
    const [a, b] = await activeProducts(demo)
    const mine = await CartFactory.merge({ websiteId: demo.id, customerId: sara.id }).create()
    await CartItemFactory.merge({
      websiteId: demo.id,
      cartId: mine.id,
      productId: a.id,
      quantity: 2,
    }).create()
    const token = 'g'.repeat(48)
    const guest = await CartFactory.merge({ websiteId: demo.id, guestToken: token }).create()
    await CartItemFactory.merge([
      { websiteId: demo.id, cartId: guest.id, productId: a.id, quantity: 9 },
      { websiteId: demo.id, cartId: guest.id, productId: b.id, quantity: 1 },
    ]).createMany(2)

    const response = await login(
      client,
      'demo',
      { email: 'sara@example.com', password: 'safhati123' },
      { [`store_cart_${demo.id}`]: token }
    )
    response.assertStatus(303)
    assert.isUndefined(response.session()[`store_cart_${demo.id}`])
    const lines = await CartItem.query().where('cart_id', mine.id).orderBy('product_id')
    assert.deepEqual(
      lines.map((l) => [l.productId, l.quantity]),
      [
        [a.id, 10],
        [b.id, 1],
      ].sort((x, y) => x[0] - y[0])
    )
    assert.isNull(await Cart.find(guest.id))
  })

  test('logout ends the customer session and returns to the site home', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'reem.logout@example.com')
    const response = await client
      .post(route('store.session.destroy', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/o/demo')
    assert.isUndefined(response.session().auth_customer)
  })

  test('a signed-in customer visiting login or sign-up goes to the site home', async ({
    client,
  }) => {
    const { demo } = await websites()
    const sara = await seededCustomer(demo, 'sara@example.com')
    for (const path of ['/o/demo/login', '/o/demo/signup']) {
      const response = await client.get(path).withGuard('customer').loginAs(sara).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/o/demo')
    }
  })
})
