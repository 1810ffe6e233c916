// Every GET route of the built app, from the router: as a page and an Inertia visit, and with a record that does not exist.
import { test } from '@japa/runner'
import { SLOW_MS, WalkStats, type Answer } from '#tests/acceptance/support/answer'
import { Cast } from '#tests/acceptance/support/cast'
import {
  arabicMessageProblems,
  notFoundProblems,
  securityHeaderProblems,
} from '#tests/acceptance/support/checks'
import { inPool, secondsSince } from '#tests/acceptance/support/pool'
import { HUGE_ID, Records, type Target } from '#tests/acceptance/support/records'
import { appRoutes, pathOf, type AppRoute } from '#tests/acceptance/support/routes'
import { prepareRouteWalk } from '#tests/acceptance/support/route_walk_setup'

/** Routes whose known record answers a redirect by their nature (anything else must answer 200). */
const REDIRECTS: Record<string, string> = {
  'marketing.plans.signup':
    "the plan buttons' /auth/signup?plan= lands on /signup with the plan chosen",
  'auth.verification.show': 'no sign-up is waiting for its code in this session: to /login',
  'auth.onboarding.create': 'the demo merchant has its website already: onboarding is over',
  'dashboard.websites.index': 'a merchant with one website goes straight to its overview',
  // online payments (issue 29): demo's walked order and booking are paid in cash or on arrival
  'store.orders.pay':
    'an order not placed for online payment has nothing to pay: back to the order',
  'store.orders.payment_callback':
    "Moyasar's return address without a payment: said on the order's page, nothing recorded",
  'store.bookings.pay': 'a booking to be paid on arrival has nothing to pay online: back to it',
  'store.bookings.payment_callback':
    "Moyasar's return address without a payment: said on the booking's page, nothing recorded",
}

/**
 * Routes the walk's server holds no record of by their nature: their page is not expected (the
 * functional and browser tests open it); every other check of the walk stands (never a 5xx, a guest
 * sent to /login, the unknown record's answer).
 */
const NO_RECORD: Record<string, string> = {
  'dashboard.plan.checkouts.show':
    "a plan's checkout needs the platform's own Moyasar account, which the walk's server has none of (tests/browser/dashboard_plan.spec.ts pays one through the gateway's fake)",
  'dashboard.plan.checkouts.callback':
    "Moyasar's return address of a plan's checkout: there is none without the platform's account",
  'dashboard.plan.invoices.show':
    "the platform's invoice of a paid plan: no plan is paid without the platform's account",
  'internal.tls.ask':
    "Caddy's question answers 200 only for a verified custom domain or a subdomain of APP_DOMAIN, which the walk's server has none of (.ci/caddy asks it for both)",
}

/**
 * Routes whose unknown record is not the 404 page by their nature: the parameter, the status they
 * answer and why (an unknown website is still the 404 page).
 */
const UNKNOWN_RECORD_ANSWERS: Record<string, { param: string; status: number; why: string }> = {
  'auth.password_reset.edit': {
    param: ':id',
    status: 403,
    why: 'a reset link whose signature is not for this id is refused as tampered, with its Arabic page',
  },
  'store.password.edit': {
    param: ':token',
    status: 200,
    why: 'an unknown reset token shows the form with "the link is not valid or expired, ask again"',
  },
  'auth.staff_invitations.show': {
    param: ':token',
    status: 410,
    why: 'an unknown, used or expired invitation link says so on its own Arabic page (410 Gone)',
  },
  'store.booking_cart.show_cart': {
    param: ':cart',
    status: 200,
    why: 'a reservation cart that is gone (expired, booked, unknown) starts the booking wizard again',
  },
}

/**
 * Query strings a hand-edited or hostile link carries: arrays and objects where a page expects text,
 * numbers out of range, impossible dates. A page answers them (or refuses them with a 4xx), never a 5xx.
 */
const GARBAGE_QUERY: Record<string, string> = {
  'page[]': '1',
  'q[]': 'x',
  'plan[]': 'x',
  'sid[]': '1',
  'category[a]': 'b',
  'status[]': 'x',
  'from[]': 'x',
  'to': '2026-02-31',
  'type[]': 'x',
  'privilege[]': 'x',
  'slug[]': 'x',
  'limit': '-1',
  'sort[]': 'x',
  'v[]': '1',
  'near[a]': 'x',
}

/** Numbers of the query string (pages, ids) past a 32-bit integer. */
const HUGE_QUERY: Record<string, string> = Object.fromEntries(
  ['page', 'limit', 'sid', 'cart', 'id', 'category', 'branch', 'q', 'status', 'near'].map((key) => [
    key,
    String(HUGE_ID),
  ])
)

/** A few requests at once, as a handful of visitors would. */
const CONCURRENCY = 4

function expectPage(route: AppRoute, answer: Answer, failures: string[]) {
  if (NO_RECORD[route.name] !== undefined) {
    if (answer.status >= 500) failures.push(`${route.name}: ${answer.describe()}`)
    return
  }
  const redirects = REDIRECTS[route.name] !== undefined
  const ok = answer.status === 200 || answer.status === 204 || (redirects && !!answer.location)
  if (!ok) failures.push(`${route.name}: ${answer.describe()}`)
  const headers = securityHeaderProblems(answer)
  if (headers.length) failures.push(`${route.name}: ${answer} ${headers.join('; ')}`)
}

async function walkRoute(route: AppRoute, cast: Cast, records: Records, stats: WalkStats) {
  const failures: string[] = []
  let target: Target
  try {
    target = await records.resolve(route)
  } catch (error) {
    return [`could not resolve ${route.name} (${route.pattern}): ${(error as Error).message}`]
  }
  const { visitor, bearer } = cast.as(route.role)
  const path = pathOf(route.pattern, target.params, target.query)
  const page = await visitor.get(path, { bearer })
  expectPage(route, page, failures)
  // a page of the app is also opened as an Inertia visit (a link followed in the app)
  const component = page.page?.component
  if (component) {
    const visit = await visitor.get(path, { inertia: true, bearer })
    expectPage(route, visit, failures)
    if (visit.status === 200 && visit.page?.component !== component) {
      failures.push(
        `${route.name}: the Inertia visit is ${visit.page?.component}, not ${component}`
      )
    }
  }
  // a visitor who is nobody: sent to the login page (a page) or refused with 401 (the API)
  if (route.role !== 'guest') {
    const stranger = await cast.visitors.guest.get(path)
    const toLogin = !!stranger.location && /\/login(\?|$)/.test(stranger.location)
    if (!(toLogin || (stranger.status === 401 && route.pattern.startsWith('/api/')))) {
      failures.push(`${route.name} as a guest: ${stranger.describe()}`)
    }
  }
  // the same address with garbage in its query string (the target's own query kept): never a 5xx
  for (const query of [GARBAGE_QUERY, HUGE_QUERY]) {
    const garbage = Object.entries(query)
      .filter(([key]) => target.query[key.replace(/\[.*$/, '')] === undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&')
    const fuzzed = await visitor.get(`${path}${path.includes('?') ? '&' : '?'}${garbage}`, {
      bearer,
    })
    if (fuzzed.status >= 500) {
      failures.push(`${route.name} with a garbage query: ${fuzzed.describe()}`)
    }
  }
  for (const { what, past32Bits, target: missing } of records.missingVariants(route, target)) {
    const answer = await visitor.get(pathOf(route.pattern, missing.params, missing.query), {
      bearer,
    })
    stats.notFoundChecks += 1
    // an id past the id columns' 32 bits matches no route at all: the 404 page, whatever the route
    const nature =
      UNKNOWN_RECORD_ANSWERS[route.name]?.param === what && !past32Bits
        ? UNKNOWN_RECORD_ANSWERS[route.name]
        : null
    const problems = nature
      ? [
          ...(answer.status === nature.status
            ? []
            : [`status ${answer.status}, not ${nature.status}`]),
          ...arabicMessageProblems(answer),
          ...securityHeaderProblems(answer),
        ]
      : notFoundProblems(answer)
    if (problems.length)
      failures.push(`${route.name} with an unknown ${what}: ${answer}: ${problems.join('; ')}`)
  }
  return failures
}

test.group('Acceptance: the route walk', () => {
  test('every GET route answers its page to the role that may open it, and the Arabic 404 for what does not exist', async ({
    assert,
  }) => {
    const started = performance.now()
    const stats = new WalkStats()
    const cast = await Cast.demo(stats)
    const records = await Records.load(cast.customerEmail)
    const cleanUp = await prepareRouteWalk(cast, records)

    const routes = appRoutes().filter((route) => route.methods.includes('GET'))
    const failures: string[] = []
    await inPool(routes, CONCURRENCY, async (route) => {
      failures.push(...(await walkRoute(route, cast, records, stats)))
    })
    await cleanUp()

    console.log(
      `route walk: ${routes.length} routes walked, ${stats.requests} requests, ` +
        `${stats.serverErrors.length} 5xx, ${stats.notFoundChecks} 404 checks, ` +
        `slowest ${Math.round(stats.slowest?.ms ?? 0)} ms (${stats.slowest}), ${secondsSince(started)} s`
    )
    assert.deepEqual(stats.serverErrors, [], 'no answer is a 5xx')
    assert.deepEqual(stats.slow, [], `every answer within ${SLOW_MS} ms`)
    assert.deepEqual(failures, [])
  }).timeout(170_000)
})
