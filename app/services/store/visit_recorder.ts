import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import type { Cluster, Redis } from 'ioredis'
import { DateTime } from 'luxon'
import type Website from '#models/website'
import env from '#start/env'
import { sqlDateTime } from '#services/sql_time'

/** Visits are written at least this often, so the dashboard's figures are right within a minute. */
const VISIT_FLUSH_INTERVAL_MS = 10_000

/** A burst of visits is written at once when this many are waiting, so memory stays bounded. */
const MAX_PENDING = 500

export type PendingVisit = {
  website_id: number
  site: 'order'
  path: string
  referrer: string | null
  /** formatted as Lucid writes a model's timestamp on this database, so the dashboard's day grouping holds */
  created_at: string
}

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
    const counts = new Map<string, number>()
    for (const visit of visits) {
      const field = RedisVisitCounts.fieldOf(visit)
      counts.set(field, (counts.get(field) ?? 0) + 1)
    }
    const pipeline = this.connection().pipeline()
    for (const [field, count] of counts) pipeline.hincrby(this.key, field, count)
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error
  }

  /** Every waiting view, removed from Redis; a view counted n times comes back as n rows. */
  async take(): Promise<PendingVisit[]> {
    const flat = (await this.connection().eval(TAKE_SCRIPT, 1, this.key)) as string[]
    const visits: PendingVisit[] = []
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
        for (let n = Number(flat[i + 1]); n > 0; n--) visits.push({ ...visit } as PendingVisit)
      } catch {
        logger.warn({ field: flat[i] }, 'unreadable visit dropped')
      }
    }
    return visits
  }

  async discard() {
    await this.connection().del(this.key)
  }
}

/** With REDIS_HOST, visits are counted in Redis: no process holds views another one needs to write. */
const counts = env.get('REDIS_HOST')
  ? new RedisVisitCounts(() => redis.connection().ioConnection)
  : null

/** The second views are stamped with, formatted once a second: a cached page's hit does no date work. */
let stampedSecond = -1
let stamp = ''
function currentSecond() {
  const second = Math.floor(Date.now() / 1000)
  if (second !== stampedSecond) {
    stampedSecond = second
    stamp = sqlDateTime(DateTime.fromSeconds(second))
  }
  return stamp
}

/** Rows a statement writes: a burst is a few statements, each bounded in size. */
const INSERT_ROWS = 1000

/**
 * One statement for a batch, its rows as a single JSON parameter that the database unpacks. A multi-row
 * insert with five bound values a row took about a tenth of the CPU of cached page hits on PostgreSQL
 * (knex placing and pg encoding every value), and SQLite caps the number of bound values.
 */
function insertVisits(batch: PendingVisit[]) {
  const client = db.connection()
  const rows = JSON.stringify(batch)
  if (client.dialect.name === 'postgres') {
    return client.rawQuery(
      `INSERT INTO visits (website_id, site, path, referrer, created_at)
       SELECT website_id, site, path, referrer, created_at
       FROM json_to_recordset(?::json)
         AS v(website_id integer, site text, path text, referrer text, created_at timestamptz)`,
      [rows]
    )
  }
  return client.rawQuery(
    `INSERT INTO visits (website_id, site, path, referrer, created_at)
     SELECT json_extract(value, '$.website_id'), json_extract(value, '$.site'),
       json_extract(value, '$.path'), json_extract(value, '$.referrer'), json_extract(value, '$.created_at')
     FROM json_each(?)`,
    [rows]
  )
}

let pending: PendingVisit[] = []
/** Views this process counted in Redis since its last flush (a burst of them triggers a flush). */
let countedInRedis = 0
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> = Promise.resolve()

/**
 * With REDIS_HOST, the views of the last second wait here and go to Redis together: one round trip a
 * second instead of one a view (a cached page's hit would otherwise wait on Redis). A process killed
 * with -9 loses at most this second of views; a clean stop pushes them (flush).
 */
const REDIS_PUSH_MS = 1000
let forRedis: PendingVisit[] = []
let pushTimer: NodeJS.Timeout | null = null

async function pushToRedis() {
  if (pushTimer) {
    clearTimeout(pushTimer)
    pushTimer = null
  }
  if (!counts || forRedis.length === 0) return
  const batch = forRedis
  forRedis = []
  try {
    await counts.add(batch)
    countedInRedis += batch.length
  } catch (error) {
    logger.warn({ err: error }, 'Redis did not count the visits: kept in memory')
    pending = pending.concat(batch).slice(-MAX_PENDING * 4)
  }
}

function schedulePush() {
  if (pushTimer) return
  pushTimer = setTimeout(() => {
    pushTimer = null
    void pushToRedis()
  }, REDIS_PUSH_MS)
  pushTimer.unref()
}

function schedule() {
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    VisitRecorder.flush().catch((error) => logger.warn({ err: error }, 'visits not written'))
  }, VISIT_FLUSH_INTERVAL_MS)
  // a waiting batch never keeps a finished process (a command, a test run) alive
  timer.unref()
}

/** Views a failed write leaves over wait for the next flush: in Redis when it answers, else here. */
async function keep(visits: PendingVisit[]) {
  if (counts) {
    try {
      return await counts.add(visits)
    } catch {}
  }
  pending = visits.concat(pending).slice(-MAX_PENDING * 4)
}

/**
 * Counts storefront page views for the merchant's dashboard without a database write in the request.
 * The views wait in this process's memory, or with REDIS_HOST in Redis where every app process counts
 * them, and are written in one multi-row insert every VISIT_FLUSH_INTERVAL_MS (or sooner in a burst),
 * and once more when the app shuts down. In memory every process (WEB_CONCURRENCY) flushes its own
 * batch; in Redis a flush takes every process's views at once and atomically. Either way no view is
 * counted twice or lost on a clean stop. When Redis does not answer, views wait in memory instead.
 */
export const VisitRecorder = {
  async record(website: Pick<Website, 'id'>, visit: { path: string; referrer: string | null }) {
    const row: PendingVisit = {
      website_id: website.id,
      site: 'order',
      path: visit.path.slice(0, 255),
      referrer: visit.referrer ? visit.referrer.slice(0, 255) : null,
      // whole seconds: the views of one page in one second share a Redis field
      created_at: currentSecond(),
    }
    if (counts) {
      forRedis.push(row)
      schedulePush()
    } else {
      pending.push(row)
    }
    if (VisitRecorder.pendingCount >= MAX_PENDING) {
      await VisitRecorder.flush()
    } else {
      schedule()
    }
  },

  /**
   * How many views wait to be written (for tests and the shutdown log): this process's own, also the
   * ones it counted in Redis since its last flush (another process may have written them since).
   */
  get pendingCount() {
    return pending.length + forRedis.length + countedInRedis
  },

  /** Drops the views waiting to be written (a test's views must not land in the next test's data). */
  discardPending() {
    pending = []
    forRedis = []
    countedInRedis = 0
    counts?.discard().catch(() => {})
  },

  /**
   * Writes every waiting view now. Called by the interval, by a burst, and on shutdown; a failed write
   * puts the batch back so the next flush retries it.
   */
  async flush(): Promise<void> {
    const run = flushing.then(async () => {
      if (timer) {
        clearTimeout(timer)
        timer = null
      }
      // this process's last second of views joins the others' in Redis, taken below at once
      await pushToRedis()
      let batch = pending
      pending = []
      countedInRedis = 0
      if (counts) {
        try {
          batch = batch.concat(await counts.take())
        } catch (error) {
          // the views stay in Redis for the next flush
          logger.warn({ err: error }, 'visits not taken from Redis')
        }
      }
      if (batch.length === 0) return
      let at = 0
      try {
        for (; at < batch.length; at += INSERT_ROWS) {
          await insertVisits(batch.slice(at, at + INSERT_ROWS))
        }
      } catch (error) {
        // the chunks already written are not written twice
        await keep(batch.slice(at))
        schedule()
        throw error
      }
    })
    flushing = run.catch(() => {})
    return run
  },
}

// the views counted since the last flush are written before the process ends
app.terminating(async () => {
  await VisitRecorder.flush().catch((error) => logger.error({ err: error }, 'visits lost'))
})
