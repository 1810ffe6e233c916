import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import Customer from '#models/customer'
import CustomerPasswordReset from '#models/customer_password_reset'
import type Website from '#models/website'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'
import { sqlDateTime } from '#services/sql_time'

const RESET_VALID_MINUTES = 60

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * "نسيت كلمة المرور" for storefront customers: a random one-time token e-mailed as a link, only its
 * SHA-256 stored, valid 60 minutes. Answers the same whether the e-mail is known or not.
 */
export class CustomerPasswordService {
  /** `resetUrl` makes the link of a token (the HTTP layer knows the address). */
  static async sendResetLink(website: Website, email: string, resetUrl: (token: string) => string) {
    const customer = await website
      .related('customers')
      .query()
      .whereRaw('LOWER(email) = ?', [email.toLowerCase()])
      .first()
    if (!customer) return

    const token = randomBytes(32).toString('hex')
    const expiresAt = DateTime.now().plus({ minutes: RESET_VALID_MINUTES })
    // the link and its mail (a durable job) are stored together; the mail is sent at once, and
    // retried while the link is valid when the mail server refuses it
    const job = await db.transaction(async (trx) => {
      await CustomerPasswordReset.create(
        { websiteId: website.id, customerId: customer.id, tokenHash: sha256(token), expiresAt },
        { client: trx }
      )
      const recipient = recipientOf(customer)
      const mail = mailJob(
        'customer_password_reset',
        recipient,
        website.nameAr,
        resetUrl(token),
        RESET_VALID_MINUTES
      )
      return jobs.dispatch('mail.send', mail, { trx, wake: false, expiresAt: expiresAt.toMillis() })
    })
    await jobs.runNow(job)
  }

  /** The unused, unexpired reset of this website with this token, or null. */
  static async findValid(website: Website, token: string) {
    if (!/^[0-9a-f]{64}$/.test(token)) return null
    const reset = await CustomerPasswordReset.query()
      .where('website_id', website.id)
      .where('token_hash', sha256(token))
      .whereNull('used_at')
      .first()
    return reset && reset.expiresAt > DateTime.now() ? reset : null
  }

  /** Sets the new password, spends the token and every other open link, and signs out remembered devices. */
  static async reset(website: Website, token: string, password: string): Promise<Customer | null> {
    const reset = await this.findValid(website, token)
    if (!reset) return null
    return db.transaction(async (trx) => {
      const customer = await Customer.query({ client: trx })
        .where('website_id', website.id)
        .where('id', reset.customerId)
        .firstOrFail()
      customer.password = await hash.make(password)
      await customer.save()
      await CustomerPasswordReset.query({ client: trx })
        .where('website_id', website.id)
        .where('customer_id', customer.id)
        .whereNull('used_at')
        .update({ used_at: sqlDateTime(DateTime.now()) })
      await trx.from('customer_remember_me_tokens').where('tokenable_id', customer.id).delete()
      return customer
    })
  }
}
