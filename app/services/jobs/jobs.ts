/*
| The durable jobs' API for services: `jobs.dispatch(name, payload, { trx })` inside the caller's
| transaction, and `jobs.sendMail(...)` for a mail that is sent at once when it can and retried when not.
*/
import { JobQueue, type DispatchOptions } from '#services/jobs/queue'
import { runJobNow } from '#services/jobs/runner'
import type { MailJobPayload } from '#services/jobs/mail_job'

export { mailJob, recipientOf } from '#services/jobs/mail_job'

export const jobs = {
  dispatch: JobQueue.dispatch,

  /** Runs a job dispatched with `wake: false` here and now; it stays queued if that fails. */
  runNow: runJobNow,

  /**
   * A mail someone is waiting for (a reset link): stored as a job, then sent before the answer. When
   * the mail server refuses it the job is retried with backoff until `expiresAt`; never throws for that.
   */
  async sendMail(payload: MailJobPayload, options: Omit<DispatchOptions, 'trx' | 'wake'> = {}) {
    const id = await JobQueue.dispatch('mail.send', payload, { ...options, wake: false })
    await runJobNow(id)
    return id
  },
}
