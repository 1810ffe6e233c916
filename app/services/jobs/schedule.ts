/*
| Recurring jobs (the daily backup, the daily prune of finished jobs). Every runner inserts each job's
| next slot with a unique key made of its name and time, so many processes store it once and one runs it.
*/
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { JobQueue, type JobName } from '#services/jobs/queue'

/** Recurring jobs run at a time of the Saudi day. */
export const SCHEDULE_ZONE = 'Asia/Riyadh'

export interface Recurring {
  name: JobName
  /** HH:MM, Saudi time */
  at: string
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/

/**
 * BACKUP_AT (default 03:00; `off` schedules none), the prune half an hour after midnight and the
 * custom domains' daily check at 04:00.
 */
export function recurringJobs(): Recurring[] {
  const jobs: Recurring[] = [
    { name: 'jobs.prune', at: '00:30' },
    // plan billing: periods turning over, lapses to the free plan, the 3-day and 1-day reminders
    { name: 'billing.check', at: '00:05' },
    { name: 'domains.recheck', at: '04:00' },
  ]
  const backupAt = env.get('BACKUP_AT') || '03:00'
  if (backupAt === 'off') return jobs
  if (!TIME_OF_DAY.test(backupAt)) {
    logger.error({ BACKUP_AT: backupAt }, 'BACKUP_AT is not HH:MM or off: no daily backup')
    return jobs
  }
  return [...jobs, { name: 'db.backup', at: backupAt }]
}

/** The first `at` of a Saudi day strictly after `now`. */
export function nextSlot(at: string, now: number): DateTime {
  const [hour, minute] = at.split(':').map(Number)
  const today = DateTime.fromMillis(now, { zone: SCHEDULE_ZONE }).set({
    hour,
    minute,
    second: 0,
    millisecond: 0,
  })
  return today.toMillis() > now ? today : today.plus({ days: 1 })
}

/**
 * Makes sure each recurring job has its next slot stored. A slot is only ever in the future when it
 * is made, so a fresh install does not run a backup at its first start; a slot that passed while no
 * process ran is still pending and runs at the next start.
 */
export async function ensureScheduled(now: number, jobs: Recurring[] = recurringJobs()) {
  for (const job of jobs) {
    const slot = nextSlot(job.at, now)
    await JobQueue.dispatch(
      job.name,
      {},
      {
        runAt: slot.toMillis(),
        uniqueKey: `${job.name}@${slot.toUTC().toISO()}`,
        maxAttempts: 3,
      }
    )
  }
}
