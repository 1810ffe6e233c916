import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import cache from '@adonisjs/cache/services/main'
// listens for saves made in the other app processes of a cluster
import '#services/cache/site_changes'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { SiteVersions } from '#services/cache/site_versions'

/** A page is kept at most this long; a save drops it at once ('website:changed'). */
const PAGE_TTL = '10m'

export interface CachedPage {
  body: string
  headers: Record<string, string>
  /** the CSP nonce written into the page, replaced by each visit's own */
  nonce: string | null
  /** the website the page belongs to, and whether a view of it counts as a storefront visit */
  websiteId: number
  countsVisits: boolean
  /** the website's content version when the render began (app/services/cache/site_versions.ts) */
  version: number
}

const tagOf = (websiteId: number) => `website:${websiteId}`

/**
 * The pages this process answered in the last second, in front of the cache store: under load a hit
 * costs a Map lookup instead of the store's get (entry options, tag checks, events: a sixth of a whole
 * cached answer). A save empties it at once (forget); the second bounds how long a page dropped by
 * another process through the store's bus alone could still be answered here.
 */
const RECENT_MS = 1000
const RECENT_MAX = 1000
const recent = new Map<string, { page: CachedPage; until: number }>()

/**
 * The version of the built assets, as Inertia computes it (a hash of Vite's manifest; "1" without a
 * build): kept HTML names the hashed script and style files of one build, so after a deploy a page
 * kept by the previous build (in Redis, shared by every process) is not found.
 */
let assetsVersion: string | undefined
function assetsVersionOf() {
  if (assetsVersion === undefined) {
    try {
      const manifest = readFileSync(app.makePath('public/assets/.vite/manifest.json'), 'utf8')
      assetsVersion = createHash('md5').update(manifest).digest('hex')
    } catch {
      assetsVersion = '1'
    }
  }
  return assetsVersion
}

/**
 * Parameters that social networks, ads and newsletters add to the links they carry. No page reads
 * them, so the page is the same with or without them.
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|igsh|ttclid|twclid|sc_cid|srsltid|yclid|mc_cid|mc_eid|_ga|_gl)$/i

/** The address without its tracking parameters (the others kept, in their order), and whether it had any. */
function withoutTracking(url: string): { address: string; tracked: boolean } {
  const at = url.indexOf('?')
  if (at === -1) return { address: url, tracked: false }
  const kept: string[] = []
  let tracked = false
  for (const pair of url.slice(at + 1).split('&')) {
    const name = pair.split('=', 1)[0]
    if (TRACKING_PARAMETER.test(name)) tracked = true
    else kept.push(pair)
  }
  if (!tracked) return { address: url, tracked: false }
  const query = kept.filter(Boolean).join('&')
  return { address: query ? `${url.slice(0, at)}?${query}` : url.slice(0, at), tracked }
}

/**
 * The rendered public pages of anonymous visits (HTML and Inertia JSON), tagged by website so one
 * save drops all of a website's pages and nothing of the others. The store (config/cache.ts) is in
 * memory, with REDIS_HOST also in Redis and invalidated through its bus in every process.
 */
/** Whether a kept page was rendered at the website's latest version this process knows. */
const current = (page: CachedPage) => (page.version ?? 0) >= SiteVersions.known(page.websiteId)

export const PageCache = {
  /**
   * One key for the path and query of a page, as the HTML or as the Inertia JSON of the running build: the address holds the website's username, so the early lookup (before the
   * route and the website are known) and the one after the website middleware find the same page. A
   * visit with another asset version gets no key: it finds nothing and gets Inertia's 409.
   *
   * The tracking parameters a shared link carries (fbclid, utm_source...) are left out of the key, so a
   * visit from a post on a social network gets the kept page. A page rendered for such an address is
   * not kept (`keep` false): its page object holds the address it was rendered for, which the browser
   * shows, and another visitor must not get that one.
   */
  addressOf(url: string, inertiaVersion: string | null): { key: string | null; keep: boolean } {
    const version = assetsVersionOf()
    // keyed on the server's own version only: a client's made-up version is never a key (each would
    // otherwise keep a page of its own); it goes the normal way, to Inertia's 409
    if (inertiaVersion !== null && inertiaVersion !== version) return { key: null, keep: false }
    const { address, tracked } = withoutTracking(url)
    const kind = inertiaVersion === null ? 'html' : 'json'
    return { key: `page:${kind}@${version}:${address}`, keep: !tracked }
  },

  /** The version of the built assets, the one Inertia's client must send (a hash of Vite's manifest). */
  assetsVersion: () => assetsVersionOf(),

  /**
   * The page this process answered under the key in the last second, if still current, without the
   * store: what the server's fast lane (app/http/pages/page_cache_fast_lane.ts) may answer before the app's
   * pipeline runs. Anything else (an older page, one only the store holds) is for get() to find.
   */
  recent(key: string): CachedPage | null {
    const near = recent.get(key)
    return near && near.until > Date.now() && current(near.page) ? near.page : null
  },

  async get(key: string): Promise<CachedPage | null> {
    const now = Date.now()
    const near = recent.get(key)
    if (near && near.until > now && current(near.page)) return near.page
    let page = ((await cache.get({ key })) as CachedPage | undefined) ?? null
    // kept (maybe by another process) before a save this process knows of: never answered
    if (page && !current(page)) page = null
    if (page) {
      if (recent.size >= RECENT_MAX) recent.clear()
      recent.set(key, { page, until: now + RECENT_MS })
    } else if (near) {
      recent.delete(key)
    }
    return page
  },

  async set(key: string, page: CachedPage) {
    await cache.set({ key, value: page, ttl: PAGE_TTL, tags: [tagOf(page.websiteId)] })
  },

  async forget(websiteId: number) {
    for (const [key, { page }] of recent) if (page.websiteId === websiteId) recent.delete(key)
    await cache.deleteByTag({ tags: [tagOf(websiteId)] })
  },

  async clear() {
    recent.clear()
    await cache.clear()
  },
}

// also when the save was made in another process, even though with REDIS_HOST that process's
// deleteByTag already reached this one through the cache's bus: a page this process rendered from its
// per-website data before hearing of the save (SiteData) is dropped too
emitter.on('website:changed', ({ websiteId }) => PageCache.forget(websiteId))
