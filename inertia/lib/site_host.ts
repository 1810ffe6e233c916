// A website's own host in the pages: /o/{u}/x -> /x, /c/{u}/x -> /site/x (mirrors app/http/site_paths.ts).
import { routePatterns } from './routes.generated.js'

/** The `siteHost` shared prop: set on {username}.APP_DOMAIN and custom domains, else null. */
export interface SiteHost {
  username: string
  content: string
  platform: string
}

/** First segments served as they are on a website's host (uploads, the API, assets, Vite's own). */
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

function shared(path: string) {
  const segment = path.split(/[/?]/, 2)[1] ?? ''
  return SHARED.has(segment) || segment.startsWith('@')
}

function under(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
}

/** The address of an app path on the website's host; the platform's other paths become absolute. */
export function hostPath(path: string, host: SiteHost): string {
  const store = routePatterns['store.home.show'].replace(':username', host.username)
  const content = routePatterns['content.home.show'].replace(':username', host.username)
  if (under(path, store)) {
    const rest = path.slice(store.length)
    return rest === '' || rest.startsWith('?') ? `/${rest}` : rest
  }
  if (under(path, content)) return host.content + path.slice(content.length)
  if (shared(path)) return path
  return host.platform + path
}

/**
 * The host the addresses are built for. The server render sets it for each page just before React
 * renders it (synchronously, so renders never mix); the browser reads the page's <meta name="site-host">
 * once (a visit never leaves its host).
 */
let current: SiteHost | null | undefined

export function setSiteHost(host: SiteHost | null) {
  current = host
}

export function siteHost(): SiteHost | null {
  if (current === undefined && typeof document !== 'undefined') {
    const meta = document.querySelector('meta[name="site-host"]')?.getAttribute('content')
    current = meta ? (JSON.parse(meta) as SiteHost) : null
  }
  return current ?? null
}
