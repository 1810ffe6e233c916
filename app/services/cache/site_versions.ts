// Per-website content versions in the database: the check that keeps a lost invalidation from serving stale pages.
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** How often every app process reads the versions changed lately. */
const VERSION_POLL_MS = 500
/**
 * How far back each read looks beyond the previous one: `changed_ms` comes from the clock of the
 * process that saved, so app machines whose clocks differ by less than this still see each other's.
 */
const CLOCK_MARGIN_MS = 10_000

/** The highest version of each website this process knows of (absent: none seen, 0). */
const known = new Map<number, number>()
/** The transactions that already bumped a website: one bump a save, however many rows it writes. */
const bumpedIn = new WeakMap<object, Set<number>>()
let lastReadMs = 0
let reading: Promise<number[]> | null = null
let timer: NodeJS.Timeout | null = null
const listeners = new Set<(websiteId: number) => void>()

/**
 * Saves reach every app process as a message (Redis, or the cluster's primary), which can be lost: Redis
 * down, a process restarting. The version kept with the data cannot: a save bumps it in its own
 * transaction, each kept page carries the version it was rendered at, and each process reads the
 * versions changed lately twice a second, so it drops a website's kept pages at most about half a second
 * after a save it was never told of, and refuses a page another process kept from before the save.
 */
export const SiteVersions = {
  /** The version this process knows for the website. */
  known(websiteId: number): number {
    return known.get(websiteId) ?? 0
  },

  /**
   * Bumps the website's version, inside the save's transaction when there is one (so the bump and the
   * data commit together), once per transaction.
   */
  async bump(
    websiteId: number,
    client: QueryClientContract = db.connection()
  ): Promise<number | null> {
    const trx = client.isTransaction ? client : null
    if (trx) {
      const seen = bumpedIn.get(trx) ?? new Set<number>()
      if (seen.has(websiteId)) return null
      seen.add(websiteId)
      bumpedIn.set(trx, seen)
    }
    const result = await client.rawQuery(
      // a website being deleted (its rows announce their own deletion) has no version left to bump:
      // a foreign-key error would abort the deletion's transaction
      `INSERT INTO site_versions (website_id, version, changed_ms)
       SELECT id, 1, ? FROM websites WHERE id = ?
       ON CONFLICT (website_id) DO UPDATE
       SET version = site_versions.version + 1, changed_ms = excluded.changed_ms
       RETURNING version`,
      [Date.now(), websiteId]
    )
    // PostgreSQL answers { rows }, better-sqlite3 the rows themselves
    const rows: { version: number | string }[] = Array.isArray(result) ? result : result.rows
    return rows?.[0] ? Number(rows[0].version) : null
  },

  /**
   * This process's own save committed at that version: pages rendered from now on carry it (learned
   * after the commit only: a rolled-back bump must not make every kept page look old).
   */
  learn(websiteId: number, version: number | null) {
    if (version !== null && version > (known.get(websiteId) ?? 0)) known.set(websiteId, version)
  },

  /**
   * Reads the versions changed since the previous read (with the clock margin) and returns the
   * websites whose version grew past what this process knew; the listener hears of each. The first
   * read takes every website's version.
   */
  async poll(): Promise<number[]> {
    if (reading) return reading
    reading = (async () => {
      const startedMs = Date.now()
      const query = db.from('site_versions').select('website_id', 'version', 'changed_ms')
      if (lastReadMs > 0) query.where('changed_ms', '>=', lastReadMs - CLOCK_MARGIN_MS)
      const rows: { website_id: number; version: number | string }[] = await query
      const grown: number[] = []
      for (const row of rows) {
        const id = Number(row.website_id)
        const version = Number(row.version)
        if (version <= (known.get(id) ?? 0)) continue
        // the first read learns the versions: nothing this process kept can predate it
        if (lastReadMs > 0) grown.push(id)
        known.set(id, version)
      }
      lastReadMs = startedMs
      for (const id of grown) for (const listener of listeners) listener(id)
      return grown
    })().finally(() => {
      reading = null
    })
    return reading
  },

  /** What to do when a website's version grew (drop its kept pages and data); returns the way to stop. */
  onChange(callback: (websiteId: number) => void) {
    listeners.add(callback)
    return () => listeners.delete(callback)
  },

  /** Reads the versions every VERSION_POLL_MS until the app stops (the app processes do). */
  start(intervalMs = VERSION_POLL_MS) {
    if (timer) return
    const tick = () =>
      SiteVersions.poll().catch((error) =>
        logger.warn({ err: error }, 'site versions not read: trying again')
      )
    void tick()
    timer = setInterval(tick, intervalMs)
    timer.unref()
  },

  stop() {
    if (timer) clearInterval(timer)
    timer = null
  },

  /** Forgets what this process knows (tests). */
  reset() {
    known.clear()
    lastReadMs = 0
  },
}

app.terminating(() => SiteVersions.stop())
