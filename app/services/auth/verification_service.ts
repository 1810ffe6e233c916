import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import EmailVerificationCode from '#models/email_verification_code'
import type User from '#models/user'
import VerificationCodeMail from '#mails/verification_code_mail'
import EmailChangeCodeMail from '#mails/email_change_code_mail'
import { isUniqueViolation } from '#services/auth/db_errors'

export const CODE_TTL_MINUTES = 10
export const MAX_ATTEMPTS = 5
export const RESEND_INTERVAL_SECONDS = 60

export type VerifyResult =
  | { status: 'verified' }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'voided' }
  | { status: 'missing' }
  /** an e-mail change whose new address another account took meanwhile */
  | { status: 'taken' }

/** What a code proves: the sign-up address, or the new address of an e-mail change. */
type CodePurpose = 'signup' | 'email_change'

export type SendResult =
  { status: 'sent' } | { status: 'failed' } | { status: 'throttled'; waitSeconds: number }

/** One send a minute per account; the limiter's store is shared by every app process. */
const sendLimiter = () => limiter.use({ requests: 1, duration: RESEND_INTERVAL_SECONDS })
const sendKey = (user: User) => `signup_code_${user.id}`

/**
 * The sign-up code of a merchant (issue 4, step 2): four random digits, stored hashed with the
 * framework's hasher, valid 10 minutes, voided after 5 wrong tries, sent by mail at most once a minute.
 * The same code proves a new address when a signed-in merchant changes the e-mail (`newEmail`): it is
 * mailed there, and the address is stored only once the right code is typed.
 */
export class VerificationService {
  static generateCode(): string {
    return String(randomInt(0, 10_000)).padStart(4, '0')
  }

  /**
   * Replaces the account's code with a new one and mails it, unless a code went out less than a minute
   * ago. A failed send (SMTP down) is logged, frees the minute and can be retried at once.
   */
  static async send(user: User, newEmail: string | null = null): Promise<SendResult> {
    const key = sendKey(user)
    const slot = await sendLimiter().increment(key)
    if (slot.consumed > slot.limit) {
      return { status: 'throttled', waitSeconds: Math.max(1, slot.availableIn) }
    }

    const code = this.generateCode()
    const row = await EmailVerificationCode.updateOrCreate(
      { userId: user.id },
      {
        codeHash: await hash.make(code),
        attempts: 0,
        expiresAt: DateTime.now().plus({ minutes: CODE_TTL_MINUTES }),
        sentAt: null,
        newEmail,
      }
    )

    try {
      await mail.send(
        newEmail
          ? new EmailChangeCodeMail({ name: user.name, email: newEmail }, code, CODE_TTL_MINUTES)
          : new VerificationCodeMail(user, code, CODE_TTL_MINUTES)
      )
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'sign-up code mail failed')
      await sendLimiter().delete(key)
      return { status: 'failed' }
    }
    row.sentAt = DateTime.now()
    await row.save()
    return { status: 'sent' }
  }

  /** Seconds until 'resend' is allowed again (0: now). */
  static async resendAvailableIn(user: User): Promise<number> {
    const slot = await sendLimiter().get(sendKey(user))
    return slot && slot.remaining <= 0 ? Math.max(1, slot.availableIn) : 0
  }

  /** When the live code expires, for the page's countdown; null without a live code. */
  static async liveCodeExpiry(user: User): Promise<DateTime | null> {
    const row = await EmailVerificationCode.findBy('userId', user.id)
    if (!row || row.attempts >= MAX_ATTEMPTS || row.expiresAt < DateTime.now()) return null
    return row.expiresAt
  }

  /** The e-mail change waiting for its code: the new address and when the code expires. */
  static async pendingEmailChange(
    user: User
  ): Promise<{ email: string; expiresAt: DateTime } | null> {
    const row = await EmailVerificationCode.findBy('userId', user.id)
    if (!row?.newEmail || row.attempts >= MAX_ATTEMPTS || row.expiresAt < DateTime.now())
      return null
    return { email: row.newEmail, expiresAt: row.expiresAt }
  }

  /**
   * Checks a typed code. Each try is counted with one atomic UPDATE (attempts < 5), so parallel
   * requests cannot try more than five codes. The right code marks the e-mail verified (an e-mail
   * change stores its new address then) and deletes the code. A code of the other purpose is missing.
   */
  static async verify(
    user: User,
    code: string,
    purpose: CodePurpose = 'signup'
  ): Promise<VerifyResult> {
    const row = await EmailVerificationCode.findBy('userId', user.id)
    if (!row || (purpose === 'email_change') !== Boolean(row.newEmail)) return { status: 'missing' }
    if (row.attempts >= MAX_ATTEMPTS) return { status: 'voided' }
    if (row.expiresAt < DateTime.now()) return { status: 'expired' }

    const counted = await db
      .from(EmailVerificationCode.table)
      .where('id', row.id)
      .where('attempts', '<', MAX_ATTEMPTS)
      .increment('attempts', 1)
    if (Number(Array.isArray(counted) ? counted[0] : counted) === 0) return { status: 'voided' }

    if (await hash.verify(row.codeHash, code)) {
      try {
        await db.transaction(async (trx) => {
          user.useTransaction(trx)
          if (row.newEmail) user.email = row.newEmail
          user.emailVerifiedAt = DateTime.now()
          await user.save()
          await EmailVerificationCode.query({ client: trx }).where('id', row.id).delete()
        })
      } catch (error) {
        if (!row.newEmail || !isUniqueViolation(error)) throw error
        // another account took the address since the code went out: nothing changes
        await user.refresh()
        await EmailVerificationCode.query().where('id', row.id).delete()
        return { status: 'taken' }
      }
      await sendLimiter().delete(sendKey(user))
      return { status: 'verified' }
    }

    const fresh = await EmailVerificationCode.find(row.id)
    const attempts = fresh?.attempts ?? MAX_ATTEMPTS
    if (attempts >= MAX_ATTEMPTS) return { status: 'voided' }
    return { status: 'wrong', attemptsLeft: MAX_ATTEMPTS - attempts }
  }
}
