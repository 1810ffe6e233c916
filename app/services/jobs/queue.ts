/*
| The durable job queue's storage: dispatch (inside the caller's transaction), claim with a lease, and
| record the outcome. The runner (runner.ts) loops over these; handlers are in registry.ts.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MailJobPayload } from '#services/jobs/mail_job'
import type { FulfilmentStep } from '#services/fulfilment/fulfilment_steps'

/** Every job and what its payload holds (JSON). */
export interface JobPayloads {
  'mail.send': MailJobPayload
  'db.backup': Record<string, never>
  'jobs.prune': Record<string, never>
  /** sends one webhook delivery (app/services/webhooks) */
  'webhook.deliver': { deliveryId: number }
  /** cancels an online order still unpaid 30 minutes after it was placed */
  'payments.expire_order': { websiteId: number; orderId: number }
  /** the same for a booking paid online (its time is freed) */
  'payments.expire_booking': { websiteId: number; bookingId: number }
  /** plan billing's daily check: periods that start or end, lapses to the free plan, reminders */
  'billing.check': Record<string, never>
  /** the daily check of the custom domains' TXT records (issue 30) */
  'domains.recheck': Record<string, never>
  /** the customer's text message of an order's fulfilment step (when SMS is configured) */
  'sms.order_step': { websiteId: number; orderId: number; step: FulfilmentStep }
}
export type JobName = keyof JobPayloads

/** A claimed job, as its handler and the runner see it. */
export interface ClaimedJob {
  id: number
  name: string
  payload: unknown
  /** this one included */
  attempts: number
  maxAttempts: number
  expiresAt: number | null
  uniqueKey: string | null
}

export interface DispatchOptions {
  /** the caller's transaction: the job exists if and only if it commits */
  trx?: TransactionClientContract
  /** when it may run (epoch ms); default now */
  runAt?: number
  maxAttempts?: number
  /** after this moment (epoch ms) the job is failed instead of run: a reset link that expired */
  expiresAt?: number | null
  /** a second dispatch with the same key is ignored (a recurring job's slot) */
  uniqueKey?: string
  /** false: the caller runs the job itself at once (runJobNow), so the local runner is not woken */
  wake?: boolean
}

export const TABLE = 'jobs'
/** About an hour of retries with the runner's backoff (30 s doubling, at most 1 h apart). */
const DEFAULT_MAX_ATTEMPTS = 8

/** Set by the runner of this process: a dispatch wakes it after the commit instead of waiting a poll. */
let wakeLocalRunner: (() => void) | null = null
export function onDispatched(wake: (() => void) | null) {
  wakeLocalRunner = wake
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** Rows read back from PostgreSQL (`rows`) or SQLite (an array), bigints as numbers. */
function rowsOf(result: any): Record<string, any>[] {
  return Array.isArray(result) ? result : (result?.rows ?? [])
}

function toClaimed(row: Record<string, any>): ClaimedJob {
  return {
    id: Number(row.id),
    name: row.name,
    payload: JSON.parse(row.payload),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    expiresAt: num(row.expires_at),
    uniqueKey: row.unique_key ?? null,
  }
}

/** The job's row while `workerId` still holds it: a worker whose lease was taken over changes nothing. */
function heldJob(job: ClaimedJob, workerId: string) {
  return db.connection().knexQuery().table(TABLE).where({ id: job.id, locked_by: workerId })
}

export const JobQueue = {
  /**
   * Stores a job; returns its id, or null when its unique key is already taken. With `trx` the row is
   * part of the caller's transaction and the local runner is woken only once it commits.
   */
  async dispatch<Name extends JobName>(
    name: Name,
    payload: JobPayloads[Name],
    options: DispatchOptions = {}
  ): Promise<number | null> {
    const client: QueryClientContract = options.trx ?? db.connection()
    const now = Date.now()
    const inserted = await client
      .knexQuery()
      .table(TABLE)
      .insert({
        name,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
        max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: options.runAt ?? now,
        expires_at: options.expiresAt ?? null,
        unique_key: options.uniqueKey ?? null,
        created_at: now,
      })
      .onConflict('unique_key')
      .ignore()
      .returning('id')
    const id = num(rowsOf(inserted)[0]?.id ?? (inserted as any)[0])
    if (id === null || options.wake === false) return id
    if (options.trx) options.trx.after('commit', () => wakeLocalRunner?.())
    else wakeLocalRunner?.()
    return id
  },

  /**
   * Takes the next due job (or job `onlyId`) for `leaseMs`: one UPDATE whose subquery picks the row,
   * so two processes never take the same job. PostgreSQL skips rows another claim has locked; SQLite
   * runs the statement under its single write lock. A job whose lease passed (its process died) is due.
   */
  async claim(
    workerId: string,
    leaseMs: number,
    now: number,
    onlyId?: number
  ): Promise<ClaimedJob | null> {
    const client = db.connection()
    const pg = client.dialect.name === 'postgres'
    // an idle poll only reads: on SQLite an UPDATE takes the write lock even when it matches nothing
    const due = await client
      .knexQuery()
      .table(TABLE)
      .select('id')
      .where('status', 'pending')
      .where('run_at', '<=', now)
      .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<', now))
      .modify((query) => (onlyId === undefined ? query : query.where('id', onlyId)))
      .first()
    if (!due) return null
    const pick = [
      `SELECT id FROM ${TABLE} WHERE status = 'pending' AND run_at <= ?`,
      'AND (locked_until IS NULL OR locked_until < ?)',
      onlyId === undefined ? '' : 'AND id = ?',
      'ORDER BY run_at, id LIMIT 1',
      pg ? 'FOR UPDATE SKIP LOCKED' : '',
    ].join(' ')
    const bindings = [workerId, now + leaseMs, now, now, ...(onlyId === undefined ? [] : [onlyId])]
    const result = await client.rawQuery(
      `UPDATE ${TABLE} SET attempts = attempts + 1, locked_by = ?, locked_until = ?
       WHERE id = (${pick})
       RETURNING id, name, payload, attempts, max_attempts, expires_at, unique_key`,
      bindings
    )
    const [row] = rowsOf(result)
    return row ? toClaimed(row) : null
  },

  /** Keeps a long job's lease (a backup) while its process is alive. */
  async extendLease(job: ClaimedJob, workerId: string, until: number) {
    await heldJob(job, workerId).update({ locked_until: until })
  },

  async succeeded(job: ClaimedJob, workerId: string, now: number) {
    await heldJob(job, workerId).update({
      status: 'done',
      finished_at: now,
      locked_until: null,
      last_error: null,
    })
  },

  /** A failed attempt: tried again at `retryAt`, or failed for good when that is null. */
  async attemptFailed(
    job: ClaimedJob,
    workerId: string,
    error: string,
    now: number,
    retryAt: number | null
  ) {
    await heldJob(job, workerId).update(
      retryAt === null
        ? { status: 'failed', finished_at: now, locked_until: null, last_error: error }
        : { run_at: retryAt, locked_until: null, locked_by: null, last_error: error }
    )
  },

  /** Finished jobs are kept a while to look into, then deleted (the daily jobs.prune). */
  async prune(now: number, keepDoneMs: number, keepFailedMs: number) {
    const client = db.connection()
    const removeOlder = (status: 'done' | 'failed', keepMs: number) =>
      client
        .knexQuery()
        .table(TABLE)
        .where('status', status)
        .where('finished_at', '<', now - keepMs)
        .delete()
    const done = await removeOlder('done', keepDoneMs)
    const failed = await removeOlder('failed', keepFailedMs)
    return Number(done) + Number(failed)
  },
}
