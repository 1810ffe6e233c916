// Every POST, PUT, PATCH and DELETE route of the built app, from the router: with valid input and with invalid input.
import { test } from '@japa/runner'
import { SLOW_MS, WalkStats } from '#tests/acceptance/support/answer'
import { merchantVisitor, DEMO } from '#tests/acceptance/support/cast'
import { secondsSince } from '#tests/acceptance/support/pool'
import { Records } from '#tests/acceptance/support/records'
import { appRoutes } from '#tests/acceptance/support/routes'
import { WriteWalk, type WriteTable } from '#tests/acceptance/support/write_walk'
import { ACCOUNT_WRITES } from '#tests/acceptance/support/writes_accounts'
import { API_WRITES } from '#tests/acceptance/support/writes_api'
import { DASHBOARD_WRITES } from '#tests/acceptance/support/writes_dashboard'
import { STORE_WRITES } from '#tests/acceptance/support/writes_store'
import { MERCHANT_API_WRITES } from '#tests/acceptance/support/writes_merchant_api'
import { DELIVERY_WRITES } from '#tests/acceptance/support/writes_delivery'
import { TEAM_WRITES } from '#tests/acceptance/support/writes_team'
import { FORM_WRITES } from '#tests/acceptance/support/writes_forms'
import { MERCHANT_RESOURCE_WRITES } from '#tests/acceptance/support/writes_merchant_resources'
import { MERCHANT_DELIVERY_WRITES } from '#tests/acceptance/support/writes_merchant_delivery'

/** Valid and invalid input of every mutation route, by route name (a route added later must be added). */
const WRITES: WriteTable = {
  ...ACCOUNT_WRITES,
  ...DASHBOARD_WRITES,
  ...STORE_WRITES,
  ...API_WRITES,
  ...MERCHANT_API_WRITES,
  ...DELIVERY_WRITES,
  ...TEAM_WRITES,
  ...FORM_WRITES,
  ...MERCHANT_RESOURCE_WRITES,
  ...MERCHANT_DELIVERY_WRITES,
}

const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE']

test.group('Acceptance: the write walk', () => {
  test('every write route answers valid input and refuses invalid input in Arabic, never a 5xx, each within 2 s', async ({
    assert,
  }) => {
    const started = performance.now()
    const stats = new WalkStats()
    const routes = appRoutes().filter((route) => route.methods.some((m) => MUTATIONS.includes(m)))
    const names = new Set(routes.map((route) => route.name))
    const missing = routes
      .filter((route) => !WRITES[route.name])
      .map((r) => `${r.name} (${r.pattern})`)
    assert.deepEqual(missing, [], 'mutation routes with no valid and invalid input in the table')
    const stale = Object.keys(WRITES).filter((name) => !names.has(name))
    assert.deepEqual(stale, [], 'table entries that name no route')

    const walk = new WriteWalk(stats, await Records.load())
    walk.adopt('merchant', await merchantVisitor(stats, DEMO.merchant))
    const ordered = [...routes].sort((a, b) => WRITES[a.name].step - WRITES[b.name].step)
    for (const route of ordered) {
      try {
        await walk.run(route, WRITES[route.name])
      } catch (error) {
        walk.failures.push(`${route.name}: ${(error as Error).message}`)
      }
    }

    console.log(
      `write walk: ${routes.length} routes, ${stats.requests} requests, ` +
        `${stats.serverErrors.length} 5xx, slowest ${Math.round(stats.slowest?.ms ?? 0)} ms ` +
        `(${stats.slowest}), ${secondsSince(started)} s`
    )
    assert.deepEqual(stats.serverErrors, [], 'no answer is a 5xx')
    assert.deepEqual(stats.slow, [], `every answer within ${SLOW_MS} ms`)
    assert.deepEqual(walk.failures, [])
  }).timeout(170_000)
})
