import { routePatterns, type RouteName } from './routes.generated.js'
import { hostPath, siteHost } from './site_host.js'

export type { RouteName }

/** The names of a pattern's `:params` (an optional `:param?` included). */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Clean<Param> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Clean<Param>
    : never
type Clean<P extends string> = P extends `${infer Name}?` ? Name : P

type ParamValue = string | number
type RouteParams<N extends RouteName> = Record<ParamNames<(typeof routePatterns)[N]>, ParamValue>
type Query = Record<string, ParamValue | boolean | null | undefined>

/** The arguments after the name: params only when the route has some, then an optional query. */
type RouteArgs<N extends RouteName> = [ParamNames<(typeof routePatterns)[N]>] extends [never]
  ? [params?: Record<string, never> | null, query?: Query]
  : [params: RouteParams<N>, query?: Query]

/**
 * The path of a named route: `route('store.products.show', { username, id })`. Values are
 * percent-encoded (Arabic slugs); null or undefined query values are left out. On a website's own
 * host ({username}.APP_DOMAIN, a custom domain) its addresses are the host's (/products/3, /site/blogs)
 * and the platform's others absolute.
 */
export function route<N extends RouteName>(name: N, ...[params, query]: RouteArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue>
  const path = (routePatterns[name] as string).replace(
    /:([A-Za-z0-9_]+)(\?)?/g,
    (_, key: string, optional?: string) => {
      const value = values[key]
      if (value === undefined || value === null) {
        if (optional) return ''
        throw new Error(`route(${name}): missing "${key}"`)
      }
      return encodeURIComponent(String(value))
    }
  )
  const clean = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  const host = siteHost()
  return (host ? hostPath(clean, host) : clean) + queryString(query)
}

function queryString(query?: Query) {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
