import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PlatformMessage from '#models/platform_message'
import ContactMessage from '#models/contact_message'
import type Website from '#models/website'
import { jobs, mailJob } from '#services/jobs/jobs'
import { WebhookEvents } from '#services/webhooks/webhook_events'

interface ContactInput {
  name: string
  email: string
  message: string
}

/**
 * A contact form message: stored for whom it was written to (the platform, or one website), with the
 * sender's confirmation mail as a durable job in the same transaction; the mail is sent at once and
 * retried later when the mail server refuses it. The message is kept either way.
 */
export const ContactMessages = {
  async toPlatform(input: ContactInput) {
    const { message, job } = await db.transaction(async (trx) => {
      const row = await PlatformMessage.create(input, { client: trx })
      return { message: row, job: await confirm(input, 'صفحتي', trx) }
    })
    await jobs.runNow(job)
    return message
  },

  async toWebsite(website: Website, input: ContactInput) {
    const { message, job } = await db.transaction(async (trx) => {
      const row = await ContactMessage.create({ ...input, websiteId: website.id }, { client: trx })
      await WebhookEvents.messageCreated(trx, row)
      return { message: row, job: await confirm(input, website.nameAr, trx) }
    })
    await jobs.runNow(job)
    return message
  },
}

function confirm(input: ContactInput, recipientName: string, trx: TransactionClientContract) {
  const mail = mailJob('contact_receipt', input, recipientName)
  return jobs.dispatch('mail.send', mail, { trx, wake: false })
}
