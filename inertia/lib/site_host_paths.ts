// Paths on a website's own host, shared by the server and the pages: /o/{u}/x -> /x, /c/{u}/x -> /site/x.
import { routePatterns } from './routes.generated.js'

/** What building addresses on a website's own host needs (the `siteHost` shared prop). */
export interface SiteHost {
  username: string
  /** the content site's prefix on this host ('/site') */
  content: string
  /** the platform's origin, for addresses that are not the website's (the dashboard, sign-up) */
  platform: string
}

/**
 * First path segments served as they are on a website's host: uploads, the API, assets, the CSRF
 * cookie, server-sent events, the certificate question; `/@…`, /inertia and /node_modules are Vite's
 * development server.
 */
const SHARED = new Set([
  'uploads',
  'api',
  'assets',
  'images',
  'favicon.svg',
  'robots.txt',
  'csrf-cookie',
  '__transmit',
  'internal',
  'health',
  'inertia',
  'node_modules',
])

export function sharedOnSiteHost(path: string): boolean {
  const segment = path.split(/[/?]/, 2)[1] ?? ''
  return SHARED.has(segment) || segment.startsWith('@')
}

/** Whether `path` is `prefix` itself or under it (followed by / or ?). */
export function isUnder(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
}

/** The website's two prefixes on the platform, from their home routes: /o/{u} and /c/{u}. */
export function prefixesOf(host: SiteHost) {
  return {
    store: routePatterns['store.home.show'].replace(':username', host.username),
    content: routePatterns['content.home.show'].replace(':username', host.username),
  }
}

/**
 * The address to show for an app path on the website's host: the store's and the content site's own
 * paths; a shared path as is; any other path of the platform (the dashboard, another website) absolute
 * on the platform's origin.
 */
export function hostPath(path: string, host: SiteHost): string {
  const { store, content } = prefixesOf(host)
  if (isUnder(path, store)) {
    const rest = path.slice(store.length)
    return rest === '' || rest.startsWith('?') ? `/${rest}` : rest
  }
  if (isUnder(path, content)) return host.content + path.slice(content.length)
  if (sharedOnSiteHost(path)) return path
  return host.platform + path
}
