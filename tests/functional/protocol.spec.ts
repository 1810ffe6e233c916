import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'

test.group('Page protocol', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a first visit gets server-rendered Arabic RTL HTML with the page content', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' }))
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '<html lang="ar" dir="rtl">')
    assert.match(html, /<title[^>]*>صفحتي/)
    // SSR: the product names are in the HTML without running any JavaScript
    assert.include(html, 'data-page=')
    assert.match(html, /<div id="app"[^>]*>\s*<[a-z]/)
  })

  test('an Inertia visit returns JSON with the component and props', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    response.assertStatus(200)
    response.assertHeader('x-inertia', 'true')
    response.assertInertiaComponent('store/home')
    const props = response.inertiaProps as Record<string, any>
    assert.equal(props.locale, 'ar')
    assert.equal(props.username, 'demo')
    assert.equal(props.default_theme, 'theme-1')
    assert.equal(props.website.username, 'demo')
    assert.isNull(props.customer)
    assert.isAbove(props.blocks.length, 0)
  })

  test('a stale asset version gets 409 with X-Inertia-Location', async ({ client, route }) => {
    const response = await client
      .get(route('store.home.show', { username: 'demo' }))
      .header('x-inertia', 'true')
      .header('x-inertia-version', 'a-stale-version')
    response.assertStatus(409)
    response.assertHeader('x-inertia-location', '/o/demo')
  })

  test('a partial reload returns only the asked props', async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withInertiaPartialReload('store/home', ['blocks'])
    response.assertStatus(200)
    const props = response.inertiaProps as Record<string, any>
    assert.property(props, 'blocks')
    assert.notProperty(props, 'website')
    assert.notProperty(props, 'locale')
  })

  test('validation errors come back in props.errors, scoped by the error bag', async ({
    client,
    assert,
    route,
  }) => {
    const post = await client
      .post(route('marketing.contact.store'))
      .header('referer', route('marketing.contact.create'))
      .withInertia()
      .header('x-inertia-error-bag', 'contact')
      .form({ name: '', email: 'not-an-email', message: '' })
      .withCsrfToken()
      .redirects(0)
    post.assertStatus(303)

    const page = await client
      .get(route('marketing.contact.create'))
      .withInertia()
      .header('x-inertia-error-bag', 'contact')
      .withSession(post.session())
      .withFlashMessages(post.flashMessages())
    const errors = (page.inertiaProps as Record<string, any>).errors
    assert.deepEqual(errors, {
      contact: {
        name: 'الحقل ضروري.',
        email: 'أدخل بريد الكتروني صحيح',
        message: 'الحقل ضروري.',
      },
    })
  })

  test('an unknown website is the 404 page with status 404', async ({ client, assert, route }) => {
    const response = await client.get(route('store.home.show', { username: 'no-such-shop' }))
    response.assertStatus(404)
    assert.include(response.text(), 'الصفحة غير موجودة او غير صحيحة')

    const content = await client
      .get(route('content.home.show', { username: 'no-such-shop' }))
      .withInertia()
    content.assertStatus(404)
    content.assertInertiaComponent('errors/not_found')
  })

  test('an unknown route is the 404 page with status 404', async ({ client }) => {
    const response = await client.get('/this/does/not/exist').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('a server error is the 500 page, with no stack or SQL', async ({
    client,
    assert,
    route,
  }) => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    // a real failure: the table the page reads is gone (rolled back with the test's transaction)
    await db.rawQuery('ALTER TABLE products RENAME TO products_gone')

    const response = await client.get(route('store.home.show', { username: 'demo' }))
    response.assertStatus(500)
    const html = response.text()
    assert.include(html, 'حدث خطأ غير متوقع')
    assert.notMatch(html, /products|select|sqlite|postgres|stack|at\s+\S+\.(js|ts)/i)
  })

  test('a website marked not_found is the 404 page', async ({ client, route }) => {
    const { default: Website } = await import('#models/website')
    await Website.query().where('username', 'nakheel').update({ not_found: true })
    const response = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })
})
