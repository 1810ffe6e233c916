/*
| What each durable job does. Handlers are loaded when a job first runs, so dispatching a job (from a
| request) never loads what running it needs (the backup code, for one).
*/
import type { ClaimedJob, JobName, JobPayloads } from '#services/jobs/queue'

type JobHandler<Name extends JobName> = (
  payload: JobPayloads[Name],
  job: ClaimedJob
) => Promise<void>

/** Done jobs are kept a week and failed ones a month before the daily prune deletes them. */
const KEEP_DONE_MS = 7 * 24 * 3600_000
const KEEP_FAILED_MS = 30 * 24 * 3600_000

export const handlers: { [Name in JobName]: JobHandler<Name> } = {
  'mail.send': async (payload) => {
    const { sendMailJob } = await import('#services/jobs/mail_job')
    await sendMailJob(payload)
  },
  'db.backup': async () => {
    const { Backups } = await import('#services/backups/backups')
    await Backups.createAndPrune()
  },
  'payments.expire_order': async (payload) => {
    const { expireUnpaidOrder } = await import('#services/payments/unpaid_orders')
    await expireUnpaidOrder(payload.websiteId, payload.orderId)
  },
  'webhook.deliver': async (payload, job) => {
    const { deliverWebhook } = await import('#services/webhooks/webhook_delivery')
    await deliverWebhook(payload.deliveryId, job)
  },
  'payments.expire_booking': async (payload) => {
    const { expireUnpaid } = await import('#services/payments/unpaid_orders')
    await expireUnpaid(payload.websiteId, 'booking', payload.bookingId)
  },
  'domains.recheck': async () => {
    const { CustomDomains } = await import('#services/domains/custom_domains')
    await CustomDomains.recheckAll()
  },
  'sms.order_step': async (payload) => {
    const { textOrderStep } = await import('#services/fulfilment/step_texts')
    await textOrderStep(payload.websiteId, payload.orderId, payload.step)
  },
  'billing.check': async () => {
    const { BillingCheck } = await import('#services/billing/billing_check')
    await BillingCheck.run()
  },
  'jobs.prune': async () => {
    const { JobQueue } = await import('#services/jobs/queue')
    await JobQueue.prune(Date.now(), KEEP_DONE_MS, KEEP_FAILED_MS)
    const { pruneIntegrations } = await import('#services/webhooks/prune')
    await pruneIntegrations()
  },
}
