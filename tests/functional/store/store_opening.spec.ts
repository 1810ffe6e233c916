import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { demoOwner, nakheelOwner } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/form_helpers'
import { props } from '#tests/functional/store/catalogue_helpers'

const demo = () => Website.findByOrFail('username', 'demo')

/** demo as a new sign-up leaves it: closed (demo has a content site too). A model save, so its kept pages are dropped. */
async function closeDemo() {
  const website = await demo()
  website.isOpen = false
  await website.save()
  return website
}

const switchUrl = () => urlFor('dashboard.store_opening.update', { username: 'demo' })
const overviewUrl = () => urlFor('dashboard.overview.show', { username: 'demo' })

test.group('Store opening: the coming-soon page and the switch', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('existing websites stay open', async ({ assert }) => {
    const rows = await Website.query().where('is_open', false)
    assert.lengthOf(rows, 0)
  })

  test('a closed store shows its coming-soon page at every address, to anyone but its merchant', async ({
    client,
    assert,
  }) => {
    await closeDemo()
    for (const path of ['/o/demo', '/o/demo/products', '/o/demo/login', '/c/demo']) {
      const response = await client.get(path).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/coming_soon')
      assert.equal(props(response).website.name, (await demo()).nameAr)
    }
    // the HTML of a first visit, server rendered, says so and asks not to be indexed
    const html = await client.get('/o/demo')
    assert.include(html.text(), 'قريبا')
    assert.include(html.text(), 'noindex')
    // another merchant signed in is a visitor here
    const other = await client
      .get('/o/demo')
      .withInertia()
      .loginAs(await nakheelOwner())
    other.assertInertiaComponent('store/coming_soon')
    // its own merchant previews the store as it will be
    const preview = await client
      .get('/o/demo')
      .withInertia()
      .loginAs(await demoOwner())
    preview.assertInertiaComponent('store/home')
    // no feed or sitemap yet
    ;(await client.get('/c/demo/sitemap.xml')).assertStatus(404)
  })

  test('a closed store takes no order: a form sent to it goes back to the coming-soon page', async ({
    client,
  }) => {
    await closeDemo()
    const response = await client
      .post('/o/demo/cart/items')
      .withCsrfToken()
      .json({ product_id: 1, quantity: 1 })
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo')
  })

  test('the switch opens the store: the kept coming-soon page is dropped at once', async ({
    client,
    assert,
  }) => {
    await closeDemo()
    // an anonymous visit keeps the coming-soon page in the page cache
    ;(await client.get('/o/demo').withInertia()).assertInertiaComponent('store/coming_soon')
    const kept = await client.get('/o/demo').withInertia()
    kept.assertInertiaComponent('store/coming_soon')
    assert.equal(kept.header('x-page-cache'), 'hit')

    const owner = await demoOwner()
    const response = await send(client, 'put', switchUrl(), owner, overviewUrl(), { open: true })
    response.assertStatus(303)
    response.assertHeader('location', overviewUrl())
    assert.isTrue((await demo()).isOpen)
    ;(await client.get('/o/demo').withInertia()).assertInertiaComponent('store/home')
    ;(await client.get('/c/demo').withInertia()).assertInertiaComponent('content/home')

    // and closes it again
    await send(client, 'put', switchUrl(), owner, overviewUrl(), { open: false })
    assert.isFalse((await demo()).isOpen)
    ;(await client.get('/o/demo').withInertia()).assertInertiaComponent('store/coming_soon')
  })

  test('the overview shows the state and the switch', async ({ client, assert }) => {
    await closeDemo()
    const page = await client
      .get(overviewUrl())
      .withInertia()
      .loginAs(await demoOwner())
    const { website, setup } = page.inertiaProps as any
    assert.isFalse(website.isOpen)
    assert.deepInclude(setup, { step: 'open', done: false })
  })

  test('a value that is not yes or no is refused in Arabic', async ({ client, assert }) => {
    await closeDemo()
    const response = await send(client, 'put', switchUrl(), await demoOwner(), overviewUrl(), {
      open: 'ربما',
    })
    response.assertStatus(303)
    assert.equal(fieldErrors(response).open, 'قيمة الحقل غير صحيحة.')
    assert.isFalse((await demo()).isOpen)
  })

  test("another merchant's switch is the 404 page; a guest goes to the login page", async ({
    client,
    assert,
  }) => {
    await closeDemo()
    const intruder = await send(client, 'put', switchUrl(), await nakheelOwner(), '/dashboard', {
      open: true,
    })
    intruder.assertStatus(404)
    const guest = await client.put(switchUrl()).withCsrfToken().json({ open: true }).redirects(0)
    assert.include([302, 303], guest.status())
    assert.include(guest.header('location') ?? '', '/login')
    assert.isFalse((await demo()).isOpen)
  })
})
