import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import Website from '#models/website'
import Customer from '#models/customer'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import WebsiteDomain from '#models/website_domain'

/**
 * The isolation matrix, generated from the router: every route with a parameter that is private (its
 * middleware signs someone in: auth, customerAuth, dashboardWebsite, or an API token guard:
 * apiCustomer, apiMerchant) is tried
 * with the victim's identifiers (website demo, its customer Sara and her rows) by four attackers:
 * a guest, a customer of the other website, another customer of the same website (routes naming a
 * row only) and the other website's merchant. Every attempt must answer 401, 403, 404 or a redirect
 * to a login page, and no row of the victim's website may change. A new route is covered as soon as
 * it is in the router: its `:id` is filled with the victim's rows of the table its resource names
 * (`dashboard.products.update` -> products), or of every table of the website when none matches.
 */
const PRIVATE_MIDDLEWARE = [
  'auth',
  'customerAuth',
  'dashboardWebsite',
  'apiCustomer',
  'apiMerchant',
]

type Actor = 'guest' | 'other website customer' | 'same website customer' | 'other merchant'

type RouteCase = { name: string; pattern: string; method: string; params: string[] }

function privateRoutes(): RouteCase[] {
  router.commit()
  const cases: RouteCase[] = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      const params = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1])
      if (!params.length) continue
      const names = [...route.middleware.all()].map((handler: any) => handler.name as string)
      if (!names.some((name) => PRIVATE_MIDDLEWARE.includes(name))) continue
      for (const method of route.methods.filter((verb) => verb !== 'HEAD')) {
        cases.push({ name: route.name ?? route.pattern, pattern: route.pattern, method, params })
      }
    }
  }
  return cases
}

/**
 * Tables of the database that hold a website's rows (website_id), with their columns. Read once before
 * the test's transaction (the schema queries do not run inside it and SQLite has one connection).
 */
let tablesCache: Array<{ table: string; columns: string[] }> = []
async function readWebsiteTables() {
  const tables = await db.connection().getAllTables(['public'])
  const found: Array<{ table: string; columns: string[] }> = []
  for (const table of tables) {
    const columns = Object.keys(await db.connection().columnsInfo(table))
    if (columns.includes('website_id')) found.push({ table, columns })
  }
  return found
}

/** Row count and latest update of every table of the website: equal before and after, or a write got in. */
async function fingerprint(websiteId: number) {
  const state: Record<string, unknown> = {}
  for (const { table, columns } of tablesCache) {
    const query = db.from(table).where('website_id', websiteId).count('* as total')
    if (columns.includes('updated_at')) query.max('updated_at as latest')
    state[table] = await query.first()
  }
  return JSON.stringify(state)
}

test.group('Isolation matrix (generated from the router)', (group) => {
  group.setup(async () => {
    tablesCache = await readWebsiteTables()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('every private route with an id refuses every other account', async ({ client, assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const sara = await Customer.query()
      .where('website_id', demo.id)
      .where('email', 'sara@example.com')
      .firstOrFail()
    const otherMerchant = await User.findByOrFail('email', 'nakheel@safhati.sa')
    const sameWebsiteCustomer = await CustomerFactory.merge({
      websiteId: demo.id,
      email: 'matrix.neighbour@example.com',
    }).create()
    const otherWebsiteCustomer = await CustomerFactory.merge({
      websiteId: nakheel.id,
      email: 'matrix.other@example.com',
    }).create()

    // the victim's rows: an order, a booking, a message and a cart line besides the seeded ones
    await OrderFactory.merge({ websiteId: demo.id, customerId: sara.id }).create()
    await BookingFactory.merge({ websiteId: demo.id, customerId: sara.id }).create()
    await ContactMessageFactory.merge({ websiteId: demo.id }).create()
    const cart = await CartFactory.merge({ websiteId: demo.id, customerId: sara.id }).create()
    const product = await demo.related('products').query().firstOrFail()
    await CartItemFactory.merge({
      websiteId: demo.id,
      cartId: cart.id,
      productId: product.id,
    }).create()

    // and a custom domain (website_domains: the domains page's verify, primary and delete)
    await WebsiteDomain.create({
      websiteId: demo.id,
      domain: 'matrix-victim.example.com',
      txtToken: 'safhati-verify=matrix',
      status: 'pending',
      isPrimary: false,
    })

    // the tables of records an address names: tallies and versions, keyed by website, have no ids
    const tables = tablesCache.filter(({ columns }) => columns.includes('id'))
    const idsOf = async (table: string) =>
      (await db.from(table).where('website_id', demo.id).select('id').limit(5)).map(
        (row) => row.id as number
      )
    const allIds = [...new Set((await Promise.all(tables.map(({ table }) => idsOf(table)))).flat())]
    /** The victim's ids for a route: from the table its resource names, else from every table. */
    async function idsFor(routeName: string) {
      const resource = routeName.split('.').at(-2) ?? ''
      const singular = resource.replace(/s$/, '')
      const table = tables.find(({ table: name }) =>
        [
          resource,
          `${resource}s`,
          `${singular}s`,
          `contact_${resource}`,
          `website_${resource}`,
        ].includes(name)
      )
      const ids = table ? await idsOf(table.table) : []
      return ids.length ? ids : allIds.slice(0, 12)
    }

    const routes = privateRoutes()
    assert.isAbove(routes.length, 10, 'the router has private routes with parameters')
    // every area is in the matrix: the dashboard, the customer's pages and the API's token calls
    for (const prefix of ['/dashboard/', '/o/', '/api/v1/']) {
      assert.isTrue(
        routes.some((route) => route.pattern.startsWith(prefix)),
        `private routes under ${prefix}`
      )
    }
    const before = await fingerprint(demo.id)
    const failures: string[] = []
    let attempts = 0

    for (const route of routes) {
      const ids = route.params.some((param) => param !== 'username')
        ? await idsFor(route.name)
        : [0]
      for (const id of ids) {
        const url = route.pattern.replace(/:(\w+)/g, (_, param: string) =>
          param === 'username' ? 'demo' : param === 'id' ? String(id) : `${param}-${id}`
        )
        const actors: Actor[] = ['guest', 'other website customer', 'other merchant']
        // a customer of the same website is an attacker only for someone else's row
        if (route.params.length > 1) actors.push('same website customer')
        for (const actor of actors) {
          let request = client
            .request(url, route.method.toLowerCase() as any)
            .header('accept', 'text/html')
            .redirects(0)
          if (route.method !== 'GET') request = request.json({}).withCsrfToken()
          if (actor === 'other merchant') request = request.loginAs(otherMerchant)
          if (actor === 'other website customer') {
            request = request.withGuard('customer').loginAs(otherWebsiteCustomer)
          }
          if (actor === 'same website customer') {
            request = request.withGuard('customer').loginAs(sameWebsiteCustomer)
          }
          const response = await request
          attempts++
          const status = response.status()
          const location = response.header('location') ?? ''
          const refused =
            [401, 403, 404].includes(status) ||
            ([301, 302, 303].includes(status) && /login/.test(location))
          if (!refused) failures.push(`${actor}: ${route.method} ${url} -> ${status} ${location}`)
        }
      }
    }

    assert.deepEqual(failures, [], `${failures.length} of ${attempts} attempts got through`)
    assert.equal(await fingerprint(demo.id), before, 'nothing of the victim changed')
  }).timeout(360_000)
})
