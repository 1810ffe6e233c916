import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { ApiKeys, API_SCOPES } from '#services/api_keys/api_keys'
import {
  BRANCH_TABLES,
  PERMISSIONS,
  STAFF_ROLES,
  abilityOfRoute,
  can,
  isBranchRole,
  type Role,
} from '#services/staff/permissions'
import { demoMerchant } from '#tests/functional/dashboard/website_helpers'
import { bookingOf, customerOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'
import { memberOf, twoBranches } from '#tests/functional/staff/staff_helpers'

/**
 * The role x route matrix, generated from the router: every dashboard route (the dashboardWebsite
 * middleware) and every merchant API operation (apiKey) is asked by a person of each role. What the
 * permission table (app/services/staff/permissions.ts) does not give the role must be refused — a 404
 * page (the overview: a redirect to the role's own first page), a 401/403 problem on the API — and
 * change nothing; a branch role asking for a row of another branch gets the same 404. What the role
 * may open, it opens. A route added later is in the matrix without editing this file.
 */
type RouteCase = { name: string; pattern: string; method: string; middleware: string[] }

function routesWith(middleware: string): RouteCase[] {
  router.commit()
  const cases: RouteCase[] = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      const names = [...route.middleware.all()].map((handler: any) => handler.name as string)
      if (!names.includes(middleware)) continue
      for (const method of route.methods.filter((verb) => verb !== 'HEAD')) {
        cases.push({
          name: route.name ?? route.pattern,
          pattern: route.pattern,
          method,
          middleware: names,
        })
      }
    }
  }
  return cases
}

/**
 * Tables with a website_id and their columns, read once before the test's transaction (schema
 * queries do not run inside it, and SQLite has one connection).
 */
let websiteTables: Array<{ table: string; columns: string[] }> = []

/** Row count and latest update of every table with a website_id: equal before and after. */
async function fingerprint(websiteId: number) {
  const state: Record<string, unknown> = {}
  for (const { table, columns } of websiteTables) {
    const query = db.from(table).where('website_id', websiteId).count('* as total')
    if (columns.includes('updated_at')) query.max('updated_at as latest')
    state[table] = await query.first()
  }
  return JSON.stringify(state)
}

const ROLES: Role[] = ['owner', ...STAFF_ROLES]

test.group('Role x route matrix (generated from the router)', (group) => {
  group.setup(async () => {
    websiteTables = []
    for (const table of await db.connection().getAllTables(['public'])) {
      const columns = Object.keys(await db.connection().columnsInfo(table))
      if (columns.includes('website_id')) websiteTables.push({ table, columns })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('every dashboard route and merchant API operation has an ability in the one table', ({
    assert,
  }) => {
    const routes = [...routesWith('dashboardWebsite'), ...routesWith('apiKey')]
    assert.isAbove(routes.length, 100)
    const unmapped = [
      ...new Set(routes.filter((r) => abilityOfRoute(r.name) === null).map((r) => r.name)),
    ]
    assert.deepEqual(unmapped, [], 'routes without an ability in ROUTE_ABILITIES')
    // the table's shape: the owner holds everything; nobody else holds billing, keys or staff
    for (const role of STAFF_ROLES) {
      for (const ability of ['billing', 'api_keys', 'staff'] as const) {
        assert.isFalse(can(role, ability), `${role} ${ability}`)
      }
    }
    assert.sameMembers(
      [...PERMISSIONS.branch_manager],
      ['orders.manage', 'bookings.manage', 'branch.hours']
    )
    assert.sameMembers([...PERMISSIONS.reception], ['bookings.manage'])
    assert.sameMembers([...PERMISSIONS.editor], ['content.manage'])
  })

  test('every role x every route: refused unless the table allows it, never a leak', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { own, other } = await twoBranches(demo)
    const customer = await customerOf(demo, 'مريم', '0559990002')
    await orderOf(demo, customer)
    await bookingOf(demo, customer)
    // every order and booking of the website is of the other branch: a branch role reaches none by id
    await db.from('orders').where('website_id', demo.id).update({ branch_id: other.id })
    await db.from('bookings').where('website_id', demo.id).update({ branch_id: other.id })
    const people: Record<Role, User> = {
      owner,
      manager: await memberOf(demo, 'manager'),
      branch_manager: await memberOf(demo, 'branch_manager', own.id),
      reception: await memberOf(demo, 'reception', own.id),
      editor: await memberOf(demo, 'editor'),
    }

    /** The website's ids of the table a route's resource names (the branch roles' other branch). */
    const idCache = new Map<string, number>()
    async function idFor(route: RouteCase): Promise<number> {
      const segments = route.name.split('.')
      const resource = segments.find((s, i) => i > 0 && s !== 'merchant' && s !== 'today') ?? ''
      const key = resource
      if (idCache.has(key)) return idCache.get(key)!
      let id = 0
      const found = websiteTables.find(
        ({ table, columns }) => columns.includes('id') && [resource, `${resource}s`].includes(table)
      )
      if (found) {
        const query = db.from(found.table).where('website_id', demo.id).select('id').orderBy('id')
        if (found.table === 'branches') query.whereNot('id', own.id)
        const row = await query.first()
        if (row) id = Number(row.id)
      }
      idCache.set(key, id || 1)
      return id || 1
    }

    const dashboard = routesWith('dashboardWebsite')
    const api = routesWith('apiKey')
    const failures: string[] = []
    let requests = 0
    let refusals = 0
    const before = await fingerprint(demo.id)

    // 1. what each role may not do (or may, on another branch's row): refused, nothing written
    for (const role of ROLES) {
      const person = people[role]
      for (const route of dashboard) {
        const ability = abilityOfRoute(route.name)!
        const hasId = route.pattern.includes(':id')
        const allowed = can(role, ability)
        const otherBranch = isBranchRole(role) && hasId && Boolean(BRANCH_TABLES[ability])
        if (allowed && !otherBranch) continue
        const url = route.pattern
          .replace(':username', 'demo')
          .replace(/:id/g, String(await idFor(route)))
        let request = client
          .request(url, route.method.toLowerCase() as any)
          .header('accept', 'text/html')
          .redirects(0)
          .loginAs(person)
        if (route.method !== 'GET') request = request.json({}).withCsrfToken()
        const response = await request
        requests++
        refusals++
        const status = response.status()
        const location = response.header('location') ?? ''
        const refused =
          status === 404 ||
          (route.name === 'dashboard.overview.show' && status === 302 && location !== url)
        if (!refused) failures.push(`${role}: ${route.method} ${url} -> ${status} ${location}`)
      }
    }
    assert.equal(await fingerprint(demo.id), before, 'nothing changed by a refused request')

    // 2. the merchant API: a key made by each person; only the keys' holder's keys act
    const keys = {} as Record<Role, string>
    for (const role of ROLES) {
      keys[role] = (
        await ApiKeys.create(demo, people[role], { name: role, scopes: [...API_SCOPES] })
      ).value
    }
    const withKeys = await fingerprint(demo.id)
    for (const role of ROLES) {
      const value = keys[role]
      for (const route of api) {
        const ability = abilityOfRoute(route.name)!
        const allowed = can(role, 'api_keys') && can(role, ability)
        if (allowed) continue
        const url = route.pattern.replace(/:id/g, String(await idFor(route)))
        let request = client
          .request(url, route.method.toLowerCase() as any)
          .header('authorization', `Bearer ${value}`)
        if (route.method !== 'GET') request = request.json({})
        const response = await request
        requests++
        refusals++
        if (![401, 403].includes(response.status())) {
          failures.push(`${role} key: ${route.method} ${url} -> ${response.status()}`)
        }
      }
    }
    assert.equal(await fingerprint(demo.id), withKeys, 'nothing changed by a refused API call')

    // 3. what each role may open, it opens (the pages without an id)
    let opened = 0
    for (const role of ROLES) {
      for (const route of dashboard) {
        if (route.method !== 'GET' || route.pattern.includes(':id')) continue
        if (!can(role, abilityOfRoute(route.name)!)) continue
        const url = route.pattern.replace(':username', 'demo')
        const response = await client.get(url).withInertia().redirects(0).loginAs(people[role])
        requests++
        opened++
        if (response.status() >= 400) {
          failures.push(`${role} refused its own page: GET ${url} -> ${response.status()}`)
        }
      }
    }

    const routeCount = new Set(
      [...dashboard, ...api].map((route) => `${route.method} ${route.name}`)
    ).size
    console.log(
      `role x route matrix: ${routeCount} routes, ${ROLES.length} roles, ${requests} requests (${refusals} refused, ${opened} opened), leaks = ${failures.length}`
    )
    assert.deepEqual(failures, [], `${failures.length} of ${requests} requests got through`)
  }).timeout(600_000)
})
