// The views waiting to be written: a process's tally, the Redis hash every process shares, the batch insert.
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { Cluster, Redis } from 'ioredis'

export type PendingVisit = {
  website_id: number
  site: 'order'
  path: string
  referrer: string | null
  /** formatted as Lucid writes a model's timestamp on this database, so the dashboard's day grouping holds */
  created_at: string
}

/** The views of one page from one referrer in one second: one entry, however many they are. */
export type CountedVisit = { visit: PendingVisit; count: number }

/** The hash the views wait in with REDIS_HOST (under REDIS_KEY_PREFIX). */
export const REDIS_VISITS_KEY = 'safhati:visits'

// HGETALL and DEL in one step: no other process can add to or take from the hash in between
const TAKE_SCRIPT =
  "local all = redis.call('HGETALL', KEYS[1]) redis.call('DEL', KEYS[1]) return all"

/**
 * The views waiting in Redis, shared by every app process: one hash field per distinct view (website,
 * path, referrer, second), its count as the value, so a burst on one page costs one small field. take()
 * empties the hash atomically, so when several processes flush at once each view is written by one.
 */
export class RedisVisitCounts {
  constructor(
    private connection: () => Redis | Cluster,
    private key = REDIS_VISITS_KEY
  ) {}

  static fieldOf(visit: PendingVisit) {
    return JSON.stringify([visit.website_id, visit.path, visit.referrer, visit.created_at])
  }

  async add(visits: PendingVisit[]) {
    await this.addCounted(visits.map((visit) => ({ visit, count: 1 })))
  }

  async addCounted(entries: Iterable<CountedVisit>) {
    const counts = new Map<string, number>()
    for (const { visit, count } of entries) {
      const field = RedisVisitCounts.fieldOf(visit)
      counts.set(field, (counts.get(field) ?? 0) + count)
    }
    if (counts.size === 0) return
    const pipeline = this.connection().pipeline()
    for (const [field, count] of counts) pipeline.hincrby(this.key, field, count)
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error
  }

  /** Every waiting view, removed from Redis; a view counted n times comes back as n rows. */
  async take(): Promise<PendingVisit[]> {
    const entries = await this.takeCounted()
    return entries.flatMap(({ visit, count }) =>
      Array.from({ length: count }, () => ({ ...visit }))
    )
  }

  /** Every waiting view, removed from Redis, with its count. */
  async takeCounted(): Promise<CountedVisit[]> {
    const flat = (await this.connection().eval(TAKE_SCRIPT, 1, this.key)) as string[]
    const entries: CountedVisit[] = []
    for (let i = 0; i < flat.length; i += 2) {
      try {
        const [websiteId, path, referrer, createdAt] = JSON.parse(flat[i])
        const visit = {
          website_id: websiteId,
          site: 'order',
          path,
          referrer,
          created_at: createdAt,
        }
        const count = Number(flat[i + 1])
        if (count > 0) entries.push({ visit: visit as PendingVisit, count })
      } catch {
        logger.warn({ field: flat[i] }, 'unreadable visit dropped')
      }
    }
    return entries
  }

  async discard() {
    await this.connection().del(this.key)
  }
}

/**
 * Views waiting in this process, one entry per distinct view with its count: a page viewed 10,000
 * times in a second costs one entry, not 10,000 rows kept and serialised until the next write.
 */
export class Tally {
  entries = new Map<string, CountedVisit>()
  views = 0

  /** Counts a view; the visit object is made only for the first view of its entry. */
  add(websiteId: number, path: string, referrer: string | null, at: string, count = 1) {
    // a referrer is a header value and a path a request target: neither holds a line break
    const key = `${websiteId}\n${at}\n${path}\n${referrer === null ? '' : `=${referrer}`}`
    const entry = this.entries.get(key)
    if (entry) entry.count += count
    else {
      const visit: PendingVisit = {
        website_id: websiteId,
        site: 'order',
        path,
        referrer,
        created_at: at,
      }
      this.entries.set(key, { visit, count })
    }
    this.views += count
  }

  /** Its entries, leaving it empty. */
  take(): CountedVisit[] {
    const taken = [...this.entries.values()]
    this.entries = new Map()
    this.views = 0
    return taken
  }

  /** Drops the oldest entries beyond a bound (a database down for long must not fill the memory). */
  bound(max: number) {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= max) break
      this.entries.delete(key)
      this.views -= entry.count
    }
  }
}

/**
 * One statement for a batch, its entries as a single JSON parameter that the database unpacks into a
 * row per view (the count repeats it). A multi-row insert with five bound values a row took about a
 * tenth of the CPU of cached page hits on PostgreSQL, and SQLite caps the number of bound values.
 */
export function insertVisits(batch: CountedVisit[]) {
  const client = db.connection()
  const rows = JSON.stringify(batch.map(({ visit, count }) => ({ ...visit, n: count })))
  if (client.dialect.name === 'postgres') {
    return client.rawQuery(
      `INSERT INTO visits (website_id, site, path, referrer, created_at)
       SELECT website_id, site, path, referrer, created_at
       FROM json_to_recordset(?::json)
         AS v(website_id integer, site text, path text, referrer text, created_at timestamptz, n integer)
       CROSS JOIN generate_series(1, v.n)`,
      [rows]
    )
  }
  return client.rawQuery(
    `WITH RECURSIVE v(website_id, site, path, referrer, created_at, n) AS (
       SELECT json_extract(value, '$.website_id'), json_extract(value, '$.site'),
         json_extract(value, '$.path'), json_extract(value, '$.referrer'),
         json_extract(value, '$.created_at'), json_extract(value, '$.n')
       FROM json_each(?)
       UNION ALL SELECT website_id, site, path, referrer, created_at, n - 1 FROM v WHERE n > 1)
     INSERT INTO visits (website_id, site, path, referrer, created_at)
     SELECT website_id, site, path, referrer, created_at FROM v`,
    [rows]
  )
}
