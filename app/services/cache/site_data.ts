// listens for saves made in the other app processes of a cluster
import '#services/cache/site_changes'
import emitter from '@adonisjs/core/services/emitter'

/**
 * How long an entry is trusted without an invalidation. Saves in this process invalidate at once
 * ('website:changed'); the other app processes hear of a save through websiteChanged() (over Redis
 * with REDIS_HOST, else relayed by scripts/cluster.js); this bound covers a write made outside the app
 * (a console edit) and a Redis outage for this data (pages rendered from it are kept up to PAGE_TTL).
 */
const SITE_DATA_TTL_MS = 60_000

/** Sites kept at once: the busiest stay, the least recently used go first. */
const MAX_SITES = 2000

type Entry = { value: Promise<unknown>; expires: number }

const sites = new Map<number, Map<string, Entry>>()
/** username -> website id, so the website row of a request is found without a query */
const usernames = new Map<string, number>()
/**
 * Websites forgotten in this process so far, any website: a value read (a website row, a rendered page)
 * while a save was heard of may be the one from before it, and is not kept. Counting every website's
 * saves costs a kept value now and then; reading it costs nothing.
 */
let forgotten = 0

function bucket(websiteId: number) {
  let entries = sites.get(websiteId)
  if (entries) {
    // most recently used last: Map keeps insertion order
    sites.delete(websiteId)
  } else {
    entries = new Map()
    if (sites.size >= MAX_SITES) SiteData.forget(sites.keys().next().value!)
  }
  sites.set(websiteId, entries)
  return entries
}

/**
 * The per-website data every public page needs (the website row, its navbar categories, pages and
 * branches), kept in the process and dropped by the 'website:changed' event every save that changes a
 * public page emits. Values must be plain data (rows, presented props), never a model a request could
 * change: each request builds its own model from them.
 */
export const SiteData = {
  async get<T>(websiteId: number, key: string, load: () => Promise<T>): Promise<T> {
    const entries = bucket(websiteId)
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    const value = load()
    entries.set(key, { value, expires: now + SITE_DATA_TTL_MS })
    // a failed load is not kept: the next request tries again
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  },

  /** The website id last seen under this username (null when unknown: the caller queries). */
  idOf(username: string): number | null {
    return usernames.get(username) ?? null
  },

  rememberUsername(username: string, websiteId: number) {
    usernames.set(username, websiteId)
  },

  /**
   * Read before loading a value outside get() (a row found by username, a page the page cache keeps),
   * and compared after: a save in between means the value may be the one from before the save.
   */
  forgetCount() {
    return forgotten
  },

  /**
   * Keeps a value loaded outside get(), unless a website was forgotten since `forgetCount` was read
   * (false then: nothing kept).
   */
  keep(websiteId: number, key: string, value: unknown, forgetCountBefore: number): boolean {
    if (forgotten !== forgetCountBefore) return false
    bucket(websiteId).set(key, {
      value: Promise.resolve(value),
      expires: Date.now() + SITE_DATA_TTL_MS,
    })
    return true
  },

  forget(websiteId: number) {
    forgotten++
    sites.delete(websiteId)
    for (const [username, id] of usernames) if (id === websiteId) usernames.delete(username)
  },

  /** Everything, for tests. */
  clear() {
    sites.clear()
    usernames.clear()
  },
}

emitter.on('website:changed', ({ websiteId }) => SiteData.forget(websiteId))
