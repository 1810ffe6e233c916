// The paths of a website on its own host: /o/{u}/x <-> /x, /c/{u}/x <-> /site/x (issue 30 item 1).
import router from '@adonisjs/core/services/router'

/** What the pages need to build addresses on a website's own host (a shared Inertia prop). */
export interface SiteHostInfo {
  username: string
  /** the content site's prefix on this host ('/site') */
  content: string
  /** the platform's origin, for addresses that are not the website's (the dashboard, sign-up) */
  platform: string
}

/**
 * First path segments served as they are on a website's host: uploads, the API, assets, the CSRF
 * cookie, server-sent events, the certificate question; `/@…`, /inertia and /node_modules are Vite's
 * development server. Mirrored by inertia/lib/site_host.ts.
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

/** The website's two prefixes on the platform, from their home routes: /o/{u} and /c/{u}. */
function prefixesOf(host: SiteHostInfo) {
  return {
    store: router.makeUrl('store.home.show', { username: host.username }).replace(/\/$/, ''),
    content: router.makeUrl('content.home.show', { username: host.username }).replace(/\/$/, ''),
  }
}

/** Whether `path` is `prefix` itself or under it (followed by / or ?). */
function under(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
}

/**
 * The app's path for a path asked on the website's host: the store's routes under /o/{u}, the
 * content site's under /c/{u}; a shared path, or one already under this website's own prefix, as is.
 */
export function routedPath(path: string, host: SiteHostInfo): string {
  const { store, content } = prefixesOf(host)
  if (sharedOnSiteHost(path) || under(path, store) || under(path, content)) return path
  if (under(path, host.content)) return content + path.slice(host.content.length)
  return path === '/' || path.startsWith('/?') ? store + path.slice(1) : store + path
}

/**
 * The address to show for an app path on the website's host: the reverse of routedPath; any other
 * path of the platform (the dashboard, another website) becomes absolute on the platform's origin.
 */
export function hostPath(path: string, host: SiteHostInfo): string {
  const { store, content } = prefixesOf(host)
  if (under(path, store)) return withSlash(path.slice(store.length))
  if (under(path, content)) return host.content + path.slice(content.length)
  if (sharedOnSiteHost(path)) return path
  return host.platform + path
}

function withSlash(rest: string) {
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest
}

/**
 * The page cache's address of a request: a website's own host keeps its pages apart from the
 * platform's /o/{u} ones (their links differ).
 */
export function cacheAddress(url: string, siteHostname: string | undefined): string {
  return siteHostname ? `//${siteHostname}${url}` : url
}
