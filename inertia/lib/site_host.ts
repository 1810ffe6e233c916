// The website host the pages build addresses for (inertia/lib/route.ts), set per server render or read once.
import type { SiteHost } from './site_host_paths.js'

export { hostPath, type SiteHost } from './site_host_paths.js'

/**
 * The server render sets it for each page just before React renders it (synchronously, so renders
 * never mix); the browser reads the page's <meta name="site-host"> once (a visit never leaves its host).
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
