/*
| The job runner: each app process runs one (bin/server.ts) that claims due jobs one at a time, runs
| them, retries failures with backoff, and on a graceful stop finishes the job it holds.
*/
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { JobQueue, onDispatched, type ClaimedJob, type JobName } from '#services/jobs/queue'
import { handlers } from '#services/jobs/registry'
import { ensureScheduled, type Recurring } from '#services/jobs/schedule'

interface RunnerOptions {
  /** how often an idle runner looks for due jobs (a dispatch in this process wakes it at once) */
  pollMs?: number
  /** how long a claim holds a job; a longer job's lease is renewed while it runs */
  leaseMs?: number
  /** the clock (tests move it instead of waiting) */
  now?: () => number
  /** the recurring jobs it keeps scheduled; none for a runner made by a test */
  recurring?: Recurring[] | 'default'
  /** the retry delays' base and cap */
  backoffMs?: number
  maxBackoffMs?: number
}

/** How often a runner makes sure the recurring jobs' next slots are stored. */
const SCHEDULE_EVERY_MS = 3600_000

const errorText = (error: unknown) =>
  (error instanceof Error ? error.stack || error.message : String(error)).slice(0, 2000)

export class JobRunner {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private pollMs: number
  private leaseMs: number
  private now: () => number
  private backoffMs: number
  private maxBackoffMs: number
  private loop: Promise<void> | null = null
  private stopping = false
  private wakeUp: (() => void) | null = null
  private scheduledAt = 0

  constructor(private options: RunnerOptions = {}) {
    this.pollMs = options.pollMs ?? 1000
    this.leaseMs = options.leaseMs ?? 60_000
    this.now = options.now ?? Date.now
    this.backoffMs = options.backoffMs ?? 30_000
    this.maxBackoffMs = options.maxBackoffMs ?? 3600_000
  }

  get running() {
    return this.loop !== null && !this.stopping
  }

  start() {
    if (this.loop) return this
    this.stopping = false
    this.loop = this.run()
    return this
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake() {
    this.wakeUp?.()
  }

  /** Takes no new job and resolves once the job in hand (if any) is finished and recorded. */
  async stop() {
    this.stopping = true
    this.wake()
    await this.loop
    this.loop = null
  }

  /** Runs due jobs until none is left (tests, and a command that must not return with work queued). */
  async drain(limit = 1000) {
    let ran = 0
    while (ran < limit && (await this.runNext())) ran++
    return ran
  }

  /** Claims the next due job (or job `onlyId`) and runs it; false when there was none. */
  async runNext(onlyId?: number): Promise<boolean> {
    const job = await JobQueue.claim(this.id, this.leaseMs, this.now(), onlyId)
    if (!job) return false
    await this.execute(job)
    return true
  }

  private async run() {
    let idleMs = this.pollMs
    while (!this.stopping) {
      let ran = false
      try {
        await this.keepScheduled()
        ran = await this.runNext()
        idleMs = this.pollMs
      } catch (error) {
        // the database is unreachable or busy: wait longer each time, up to a minute, and log it
        logger.error({ err: error }, 'job runner: could not claim a job')
        idleMs = Math.min(idleMs * 2, 60_000)
      }
      if (!ran && !this.stopping) await this.sleep(idleMs)
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wakeUp = done
    }).finally(() => (this.wakeUp = null))
  }

  private async keepScheduled(force = false) {
    const recurring = this.options.recurring
    if (!recurring) return
    const now = this.now()
    if (!force && now - this.scheduledAt < SCHEDULE_EVERY_MS) return
    this.scheduledAt = now
    await ensureScheduled(now, recurring === 'default' ? undefined : recurring)
  }

  /** The delay before attempt n+1: 30 s doubling up to an hour, with a little jitter. */
  private retryDelay(attempts: number) {
    const delay = Math.min(this.backoffMs * 2 ** (attempts - 1), this.maxBackoffMs)
    return Math.round(delay * (1 + Math.random() * 0.1))
  }

  private async execute(job: ClaimedJob) {
    const context = { job: job.id, name: job.name, attempt: job.attempts }
    const handler = handlers[job.name as JobName] as
      ((payload: unknown, job: ClaimedJob) => Promise<void>) | undefined
    let refusal: string | null = null
    if (!handler) refusal = `no handler for job "${job.name}"`
    else if (job.expiresAt !== null && this.now() > job.expiresAt) refusal = 'expired before it ran'
    else if (job.attempts > job.maxAttempts) refusal = 'its process stopped during the last attempt'
    if (refusal) {
      logger.error(context, `job failed for good: ${refusal}`)
      await JobQueue.attemptFailed(job, this.id, refusal, this.now(), null)
      return
    }

    const lease = setInterval(
      () => {
        JobQueue.extendLease(job, this.id, this.now() + this.leaseMs).catch((error) =>
          logger.warn({ ...context, err: error }, 'job lease not renewed')
        )
      },
      Math.max(100, Math.floor(this.leaseMs / 3))
    )
    lease.unref()
    try {
      await handler!(job.payload, job)
      clearInterval(lease)
      await JobQueue.succeeded(job, this.id, this.now())
    } catch (error) {
      clearInterval(lease)
      const last = job.attempts >= job.maxAttempts
      const retryAt = last ? null : this.now() + this.retryDelay(job.attempts)
      if (last) logger.error({ ...context, err: error }, 'job failed for good')
      else logger.warn({ ...context, err: error, retryAt }, 'job failed: tried again later')
      await JobQueue.attemptFailed(job, this.id, errorText(error), this.now(), retryAt)
    }
    // a recurring job's next slot is stored as soon as this one is over
    if (job.uniqueKey) await this.keepScheduled(true).catch(() => {})
  }
}

/** This process's runner (bin/server.ts starts it in every app process). */
let processRunner: JobRunner | null = null

export function startJobRunner(options: RunnerOptions = { recurring: 'default' }) {
  if (processRunner) return processRunner
  processRunner = new JobRunner(options).start()
  const runner = processRunner
  onDispatched(() => runner.wake())
  logger.info({ runner: runner.id }, 'job runner started')
  return runner
}

/** Graceful stop: no new job is claimed, the one running finishes and is recorded. */
export async function stopJobRunner() {
  const runner = processRunner
  if (!runner) return
  processRunner = null
  onDispatched(null)
  await runner.stop()
}

/**
 * Runs one just-dispatched job here and now (a mail a visitor waits for): it is sent before the answer
 * when the mail server takes it, and otherwise stays queued for the runners' retries. Never throws.
 */
export async function runJobNow(id: number | null) {
  if (id === null) return
  try {
    await (processRunner ?? new JobRunner()).runNext(id)
  } catch (error) {
    logger.error({ err: error, job: id }, 'job not run at once: left to the runners')
  }
}
