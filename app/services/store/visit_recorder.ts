import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Website from '#models/website'

/** Visits are written at least this often, so the dashboard's figures are right within a minute. */
export const VISIT_FLUSH_INTERVAL_MS = 10_000

/** A burst of visits is written at once when this many are waiting, so memory stays bounded. */
const MAX_PENDING = 500

type PendingVisit = {
  website_id: number
  site: 'order'
  path: string
  referrer: string | null
  /** formatted as Lucid writes a model's timestamp on this database, so the dashboard's day grouping holds */
  created_at: string
}

let pending: PendingVisit[] = []
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> = Promise.resolve()

function schedule() {
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    VisitRecorder.flush().catch((error) => logger.warn({ err: error }, 'visits not written'))
  }, VISIT_FLUSH_INTERVAL_MS)
  // a waiting batch never keeps a finished process (a command, a test run) alive
  timer.unref()
}

/**
 * Counts storefront page views for the merchant's dashboard without a database write in the request:
 * each process keeps the views in memory and writes them in one multi-row insert every
 * VISIT_FLUSH_INTERVAL_MS (or sooner in a burst), and once more when the app shuts down. Every app
 * process (WEB_CONCURRENCY) flushes its own batch into the one shared table, so no view is counted
 * twice or lost on a clean stop.
 */
export const VisitRecorder = {
  async record(website: Pick<Website, 'id'>, visit: { path: string; referrer: string | null }) {
    pending.push({
      website_id: website.id,
      site: 'order',
      path: visit.path.slice(0, 255),
      referrer: visit.referrer ? visit.referrer.slice(0, 255) : null,
      created_at: DateTime.now().toFormat(db.connection().dialect.dateTimeFormat),
    })
    if (pending.length >= MAX_PENDING) {
      await VisitRecorder.flush()
    } else {
      schedule()
    }
  },

  /** How many views wait to be written (for tests and the shutdown log). */
  get pendingCount() {
    return pending.length
  },

  /** Drops the views waiting to be written (a test's views must not land in the next test's data). */
  discardPending() {
    pending = []
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
      if (pending.length === 0) return
      const batch = pending
      pending = []
      let at = 0
      try {
        // chunks stay under SQLite's bound-parameter limit (5 columns a row)
        for (; at < batch.length; at += 100) {
          await db.table('visits').multiInsert(batch.slice(at, at + 100))
        }
      } catch (error) {
        // the chunks already written are not written twice
        pending = batch
          .slice(at)
          .concat(pending)
          .slice(-MAX_PENDING * 4)
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
