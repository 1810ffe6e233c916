// The app's routes as the walks see them: read from the router, each with the role that may open it.
import router from '@adonisjs/core/services/router'

/** Who sends a request: a visitor, a signed-in merchant or customer, or a bearer token of /api/v1. */
export type Role =
  'guest' | 'merchant' | 'customer' | 'customerToken' | 'merchantToken' | 'merchantKey'

export interface AppRoute {
  name: string
  pattern: string
  methods: string[]
  /** names of its middleware: named ones ('auth', 'customerAuth'...) and limiters ('loginThrottle') */
  middleware: string[]
  /** path parameters in order (':id' -> 'id'; the wildcard '*' -> '*') */
  params: string[]
  role: Role
}

/**
 * Routes the walks leave out, by pattern, each with its reason. Nothing else is skipped: a route
 * added later is walked (or fails the walk) without a change here.
 */
export const SKIPPED_ROUTES: Record<string, string> = {
  // transmit's server-sent event stream: an answer that never ends is not a page
  'GET /__transmit/events': 'an endless event stream',
  // transmit's own channel (un)subscription of that stream, called by its client with a stream uid
  'POST /__transmit/subscribe': "transmit's internal call of its event stream",
  'POST /__transmit/unsubscribe': "transmit's internal call of its event stream",
}

/** The role a route's middleware asks for (a route open to everyone is a guest's). */
export function roleOf(middleware: string[]): Role {
  if (middleware.includes('customerAuth')) return 'customer'
  if (middleware.includes('apiCustomer')) return 'customerToken'
  if (middleware.includes('apiMerchant')) return 'merchantToken'
  if (middleware.includes('apiKey')) return 'merchantKey'
  if (middleware.includes('auth')) return 'merchant'
  return 'guest'
}

function middlewareNames(route: { middleware: { all(): Iterable<unknown> } }) {
  const names: string[] = []
  for (const one of route.middleware.all()) {
    if (typeof one === 'function') names.push(one.name || 'closure')
    else if (one && typeof one === 'object' && 'name' in one && typeof one.name === 'string') {
      names.push(one.name)
    }
  }
  return names
}

/** Every route of the app (HEAD left out), in the router's order, skipped ones excluded. */
export function appRoutes(): AppRoute[] {
  router.commit()
  const routes: AppRoute[] = []
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      const methods = route.methods.filter((method) => method !== 'HEAD')
      if (methods.every((method) => SKIPPED_ROUTES[`${method} ${route.pattern}`])) continue
      const middleware = middlewareNames(route)
      routes.push({
        name: route.name ?? `${methods.join(',')} ${route.pattern}`,
        pattern: route.pattern,
        methods,
        middleware,
        params: route.pattern
          .split('/')
          .filter((segment) => segment.startsWith(':') || segment === '*')
          .map((segment) => segment.replace(/^:/, '').replace(/\?$/, '')),
        role: roleOf(middleware),
      })
    }
  }
  return routes
}

/** The address of a pattern with its parameters (and a query string). */
export function pathOf(
  pattern: string,
  params: Record<string, string | number>,
  query: Record<string, string | number> = {}
) {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return String(params['*'])
      if (!segment.startsWith(':')) return segment
      const value = params[segment.slice(1).replace(/\?$/, '')]
      if (value === undefined) throw new Error(`${pattern}: no value for ${segment}`)
      return encodeURIComponent(String(value))
    })
    .join('/')
  const qs = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)])
  ).toString()
  return `${path || '/'}${qs ? `?${qs}` : ''}`
}
