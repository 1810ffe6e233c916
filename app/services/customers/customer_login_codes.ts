// Storefront sign-in with a one-time code by SMS (to the customer's mobile) or by e-mail (issue 36).
import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import logger from '@adonisjs/core/services/logger'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customer'
import CustomerLoginCode, { type LoginCodeChannel } from '#models/customer_login_code'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'
import { Sms } from '#services/sms/sms'
import { SmsError } from '#services/sms/sms_provider'

export const LOGIN_CODE_MINUTES = 10
const LOGIN_CODE_ATTEMPTS = 5

/** Sends per mobile or e-mail of a website, and per address: enough for a person, useless for floods. */
const perRecipient = () => limiter.use({ requests: 3, duration: '15 minutes' })
const perAddress = () => limiter.use({ requests: 10, duration: '1 hour' })

/** The Arabic text of the SMS. */
export function loginCodeText(storeName: string, code: string) {
  return `رمز الدخول إلى ${storeName}: ${code}\nصالح لمدة ${LOGIN_CODE_MINUTES} دقائق. لا تشاركه مع أحد.`
}

/** Six random digits, the first may be 0. */
function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * A customer's one-time sign-in codes: 6 digits, only their hash stored, valid 10 minutes, 5 wrong tries
 * at most, one live code per customer and channel (a new one replaces the last). Sends are limited per
 * recipient and per address. The answer to a request never tells whether the mobile or e-mail is known.
 */
export class CustomerLoginCodes {
  /** The channels this install offers: the e-mail code always, SMS when a provider is configured. */
  static channels(): LoginCodeChannel[] {
    return Sms.enabled() ? ['sms', 'email'] : ['email']
  }

  /** The customer of this website with this mobile (sms) or e-mail, or null. */
  static async customerOf(website: Website, channel: LoginCodeChannel, recipient: string) {
    const query = Customer.query().where('website_id', website.id)
    if (channel === 'sms') query.where('phone', recipient)
    else query.whereRaw('LOWER(email) = ?', [recipient.toLowerCase()])
    return query.orderBy('id').first()
  }

  /**
   * Sends a code to the mobile or e-mail when it belongs to a customer of the website. Throws
   * login_code_throttled past the limits, sms_unavailable when SMS is off or the provider fails.
   */
  static async request(
    website: Website,
    input: { channel: LoginCodeChannel; recipient: string; ip: string }
  ): Promise<void> {
    const provider = input.channel === 'sms' ? Sms.provider() : null
    if (input.channel === 'sms' && !provider) throw new DomainError('sms_unavailable')

    const recipientKey = `login_code_${website.id}_${input.channel}_${input.recipient.toLowerCase()}`
    for (const [use, key] of [
      [perRecipient, recipientKey],
      [perAddress, `login_code_ip_${input.ip}`],
    ] as const) {
      const slot = await use().increment(key)
      if (slot.consumed > slot.limit) {
        throw new DomainError('login_code_throttled', { seconds: slot.availableIn })
      }
    }

    const customer = await CustomerLoginCodes.customerOf(website, input.channel, input.recipient)
    if (!customer) return

    const code = newCode()
    await CustomerLoginCode.query()
      .where('website_id', website.id)
      .where('customer_id', customer.id)
      .where('channel', input.channel)
      .delete()
    const row = await CustomerLoginCode.create({
      websiteId: website.id,
      customerId: customer.id,
      channel: input.channel,
      codeHash: await hash.make(code),
      attempts: 0,
      expiresAt: DateTime.now().plus({ minutes: LOGIN_CODE_MINUTES }),
      usedAt: null,
    })

    if (provider) {
      try {
        await provider.send(customer.phone!, loginCodeText(website.nameAr, code))
      } catch (error) {
        await row.delete()
        if (!(error instanceof SmsError)) throw error
        logger.warn({ websiteId: website.id, status: error.status }, 'login code SMS refused')
        throw new DomainError('sms_unavailable')
      }
      return
    }
    await jobs.sendMail(
      mailJob(
        'customer_login_code',
        recipientOf(customer),
        website.nameAr,
        code,
        LOGIN_CODE_MINUTES
      ),
      { expiresAt: row.expiresAt.toMillis() }
    )
  }

  /**
   * The customer the code signs in, spending it; login_code_invalid for a wrong, expired, spent or
   * over-tried code (each wrong one counts; the fifth ends the code).
   */
  static async verify(
    website: Website,
    input: { channel: LoginCodeChannel; recipient: string; code: string }
  ): Promise<Customer> {
    const customer = await CustomerLoginCodes.customerOf(website, input.channel, input.recipient)
    const row = customer
      ? await CustomerLoginCode.query()
          .where('website_id', website.id)
          .where('customer_id', customer.id)
          .where('channel', input.channel)
          .whereNull('used_at')
          .orderBy('id', 'desc')
          .first()
      : null
    if (!customer || !row || row.expiresAt <= DateTime.now()) {
      throw new DomainError('login_code_invalid')
    }
    if (row.attempts >= LOGIN_CODE_ATTEMPTS) throw new DomainError('login_code_invalid')
    // counted before the check, so parallel guesses cannot share one attempt
    const counted = await CustomerLoginCode.query()
      .where('website_id', website.id)
      .where('id', row.id)
      .where('attempts', row.attempts)
      .update({ attempts: row.attempts + 1 })
    if (Number(Array.isArray(counted) ? counted[0] : counted) !== 1) {
      throw new DomainError('login_code_invalid')
    }
    if (!(await hash.verify(row.codeHash, input.code))) throw new DomainError('login_code_invalid')
    const spent = await CustomerLoginCode.query()
      .where('website_id', website.id)
      .where('id', row.id)
      .whereNull('used_at')
      .update({ used_at: DateTime.now().toSQL({ includeOffset: false }) })
    if (Number(Array.isArray(spent) ? spent[0] : spent) !== 1) {
      throw new DomainError('login_code_invalid')
    }
    return customer
  }
}
