import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import User from '#models/user'
import Website, { defaultDesign } from '#models/website'
import Plan from '#models/plan'
import db from '@adonisjs/lucid/services/db'
import { resetAuthState, verifiedMerchant } from './helpers.js'
import { CustomerFactory } from '#database/factories/customer_factory'
import { WebsiteFactory } from '#database/factories/website_factory'

/**
 * Merchants (web guard, users) and storefront customers (customer guard, customers) never open each
 * other's doors (DESIGN.md section 3).
 */
test.group('Merchant and customer worlds stay apart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('a merchant session is not a customer on /o/demo, even the owner of demo', async ({
    client,
    assert,
    route,
  }) => {
    const owner = await User.findByOrFail('email', 'demo@safhati.sa')
    const demo = await Website.findByOrFail('username', 'demo')
    assert.equal(demo.userId, owner.id)

    const home = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    home.assertStatus(200)
    assert.isNull((home.inertiaProps as any).customer)

    // the customer's pages send the merchant to the storefront login
    const profile = await client
      .get(route('store.profile.show', { username: 'demo' }))
      .loginAs(owner)
      .redirects(0)
    profile.assertStatus(302)
    profile.assertHeader('location', '/o/demo/login')
    const orders = await client
      .get(route('store.orders.index', { username: 'demo' }))
      .loginAs(owner)
      .redirects(0)
    orders.assertHeader('location', '/o/demo/login')
  })

  test('a customer session does not make you a merchant', async ({ client, assert, route }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await Customer.query().where('website_id', demo.id).firstOrFail()

    for (const path of ['/dashboard', '/onboarding', '/onboarding/done']) {
      const response = await client.get(path).withGuard('customer').loginAs(customer).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    }

    // the marketing pages show nobody signed in as a merchant
    const home = await client
      .get(route('marketing.home.show'))
      .withInertia()
      .withGuard('customer')
      .loginAs(customer)
    assert.isNull((home.inertiaProps as any).user)

    // and the merchant login page stays open to them (they are a visitor there)
    const login = await client
      .get(route('auth.session.create'))
      .withGuard('customer')
      .loginAs(customer)
      .redirects(0)
    login.assertStatus(200)
  })

  test('a customer with the same e-mail and password as a merchant cannot log in as one', async ({
    client,
    assert,
    route,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await CustomerFactory.merge({
      websiteId: demo.id,
      name: 'عميلة',
      email: 'twin@example.com',
      password: 'secret123',
    }).create()
    const response = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: 'twin@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
    assert.notProperty(response.session(), 'auth_web')
  })

  test('merchant logout leaves a customer session of the same browser alone', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await Customer.query().where('website_id', demo.id).firstOrFail()
    const response = await client
      .post(route('auth.session.destroy'))
      .withSession({ auth_web: merchant.id, auth_customer: customer.id })
      .withCsrfToken()
      .redirects(0)
    assert.notProperty(response.session(), 'auth_web')
    assert.equal(response.session().auth_customer, customer.id)
  })
})

test.group('Merchant dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAuthState())

  test('a visitor is sent to /login', async ({ client, route }) => {
    const response = await client.get(route('dashboard.websites.index')).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test("opens the merchant's own website only, with its links", async ({
    client,
    assert,
    route,
  }) => {
    const owner = await User.findByOrFail('email', 'demo@safhati.sa')
    // one website: straight to its overview
    const redirect = await client.get(route('dashboard.websites.index')).loginAs(owner).redirects(0)
    redirect.assertHeader('location', '/dashboard/demo')
    const response = await client
      .get(route('dashboard.websites.index'))
      .withInertia()
      .loginAs(owner)
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/overview/show')
    const props = response.inertiaProps as any
    assert.equal(props.website.username, 'demo')
    assert.deepEqual(
      props.dashboard.websites.map((w: any) => w.username),
      ['demo']
    )

    const html = (await client.get(route('dashboard.websites.index')).loginAs(owner)).text()
    assert.include(html, 'href="/o/demo"')
    assert.include(html, 'href="/c/demo"')
    assert.include(html, 'مركز لمسة جمال')
    assert.notInclude(html, 'متجر نخيل')
  })

  test('a merchant without a website is invited to finish onboarding', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    const response = await client.get(route('dashboard.websites.index')).loginAs(merchant)
    response.assertStatus(200)
    assert.include(response.text(), 'href="/onboarding"')
  })

  test('a fixed number of queries whatever the number of websites', async ({
    client,
    assert,
    route,
  }) => {
    const merchant = await verifiedMerchant()
    const plan = await Plan.findByOrFail('code', 'free')
    const addWebsites = async (prefix: string, total: number) => {
      for (let i = 0; i < total; i++) {
        await WebsiteFactory.merge({
          userId: merchant.id,
          planId: plan.id,
          username: `${prefix}-${i}`,
          nameAr: `موقع ${i}`,
          design: defaultDesign(),
        }).create()
      }
    }
    const queriesOfOnePage = async () => {
      const knex = db.connection().getWriteClient()
      let queries = 0
      const listener = () => queries++
      knex.on('query', listener)
      const response = await client
        .get(route('dashboard.websites.index'))
        .withInertia()
        .loginAs(merchant)
      knex.off('query', listener)
      return { queries, shown: (response.inertiaProps as any).websites.length }
    }

    await addWebsites('few', 2)
    const few = await queriesOfOnePage()
    await addWebsites('many', 8)
    const many = await queriesOfOnePage()
    assert.equal(few.shown, 2)
    assert.equal(many.shown, 10)
    assert.isAbove(few.queries, 0)
    assert.equal(many.queries, few.queries)
  })
})
