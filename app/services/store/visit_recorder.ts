// Storefront page views for the dashboard: counted per page, referrer and second, written in batches.
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import { DateTime } from 'luxon'
import type Website from '#models/website'
import env from '#start/env'
import { sqlDateTime } from '#services/sql_time'
import {
  type CountedVisit,
  RedisVisitCounts,
  Tally,
  insertVisits,
} from '#services/store/visit_counts'

/** Visits are written at least this often, so the dashboard's figures are right within a minute. */
const VISIT_FLUSH_INTERVAL_MS = 10_000

/**
 * A burst is written at once when this many distinct views (page, referrer, second) or this many views
 * wait, so memory stays bounded and one write stays a reasonable statement.
 */
const MAX_PENDING = 500
const MAX_PENDING_VIEWS = 10_000

/** Distinct views a statement writes: a burst is a few statements, each bounded in size. */
const INSERT_ROWS = 1000

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

const pending = new Tally()
/** Views (and distinct ones) this process counted in Redis since its last flush: a burst flushes. */
let countedInRedis = 0
let entriesInRedis = 0
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> = Promise.resolve()
/**
 * The flush waiting for the one in progress to end: every caller meanwhile shares it (it takes what
 * they added). Without it a burst queued a flush per view until the first one ran, each a Redis round
 * trip: under load nearly every cached hit paid one.
 */
let queued: Promise<void> | null = null

/**
 * With REDIS_HOST, the views of the last second wait here and go to Redis together: one round trip a
 * second instead of one a view (a cached page's hit would otherwise wait on Redis). A process killed
 * with -9 loses at most this second of views; a clean stop pushes them (flush).
 */
const REDIS_PUSH_MS = 1000
const forRedis = new Tally()
let pushTimer: NodeJS.Timeout | null = null

async function pushToRedis() {
  if (pushTimer) {
    clearTimeout(pushTimer)
    pushTimer = null
  }
  if (!counts || forRedis.views === 0) return
  const views = forRedis.views
  const batch = forRedis.take()
  try {
    await counts.addCounted(batch)
    countedInRedis += views
    entriesInRedis += batch.length
  } catch (error) {
    logger.warn({ err: error }, 'Redis did not count the visits: kept in memory')
    keepHere(batch)
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

function keepHere(entries: CountedVisit[]) {
  for (const { visit, count } of entries) {
    pending.add(visit.website_id, visit.path, visit.referrer, visit.created_at, count)
  }
  pending.bound(MAX_PENDING * 4)
}

/** Views a failed write leaves over wait for the next flush: in Redis when it answers, else here. */
async function keep(entries: CountedVisit[]) {
  if (counts) {
    try {
      return await counts.addCounted(entries)
    } catch {}
  }
  keepHere(entries)
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
  /**
   * Counts a view, synchronously and without failing (a cached page's hit calls it): a burst's write
   * starts here and logs its own failure.
   */
  count(websiteId: number, path: string, referrer: string | null) {
    // whole seconds: the views of one page in one second share an entry (and a Redis field)
    const at = currentSecond()
    const kept = path.length > 255 ? path.slice(0, 255) : path
    const from = referrer ? referrer.slice(0, 255) : null
    if (counts) {
      forRedis.add(websiteId, kept, from, at)
      schedulePush()
    } else {
      pending.add(websiteId, kept, from, at)
    }
    const distinct = pending.entries.size + forRedis.entries.size + entriesInRedis
    if (distinct < MAX_PENDING && VisitRecorder.pendingCount < MAX_PENDING_VIEWS) schedule()
    // a flush already waiting takes this view too
    else if (!queued) {
      VisitRecorder.flush().catch((error) => logger.warn({ err: error }, 'visits not written'))
    }
  },

  async record(website: Pick<Website, 'id'>, visit: { path: string; referrer: string | null }) {
    VisitRecorder.count(website.id, visit.path, visit.referrer)
  },

  /**
   * How many views wait to be written (for tests and the shutdown log): this process's own, also the
   * ones it counted in Redis since its last flush (another process may have written them since).
   */
  get pendingCount() {
    return pending.views + forRedis.views + countedInRedis
  },

  /** Drops the views waiting to be written (a test's views must not land in the next test's data). */
  discardPending() {
    // nothing waits, so no write is due: a timer left running would flush a later test's views
    // between two tests, outside their transactions
    if (timer) clearTimeout(timer)
    if (pushTimer) clearTimeout(pushTimer)
    timer = null
    pushTimer = null
    pending.take()
    forRedis.take()
    countedInRedis = 0
    entriesInRedis = 0
    counts?.discard().catch(() => {})
  },

  /**
   * Writes every waiting view now. Called by the interval, by a burst, and on shutdown; a failed write
   * puts the batch back so the next flush retries it.
   */
  async flush(): Promise<void> {
    if (queued) return queued
    const run = flushing.then(async () => {
      queued = null
      if (timer) {
        clearTimeout(timer)
        timer = null
      }
      // this process's last second of views joins the others' in Redis, taken below at once
      await pushToRedis()
      let batch = pending.take()
      countedInRedis = 0
      entriesInRedis = 0
      if (counts) {
        try {
          batch = batch.concat(await counts.takeCounted())
        } catch (error) {
          // the views stay in Redis for the next flush
          logger.warn({ err: error }, 'visits not taken from Redis')
        }
      }
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
    queued = run
    flushing = run.catch(() => {})
    return run
  },
}

// the views counted since the last flush are written before the process ends
app.terminating(async () => {
  await VisitRecorder.flush().catch((error) => logger.error({ err: error }, 'visits lost'))
})
