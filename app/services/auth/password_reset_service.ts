import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'

export const RESET_LINK_MINUTES = 60

/** Three links per e-mail and address every 15 minutes: enough for a person, useless for flooding. */
const linkLimiter = () => limiter.use({ requests: 3, duration: '15 minutes' })

/**
 * 'Forgot password' for merchants: a signed link that expires after an hour and dies once used. The link
 * carries the account's session version; a reset bumps it, which voids the link and ends every other
 * session (MerchantSession.enforceVersion) and deletes the 'remember me' tokens.
 */
export class PasswordResetService {
  /**
   * Mails a link when the e-mail belongs to a merchant. The answer never tells whether it does, and a
   * throttled or failed send looks the same to the visitor (it is logged, and a failed one retried).
   */
  static async sendLink(email: string, linkFor: (user: User) => string): Promise<void> {
    const user = await User.findBy('email', email)
    if (!user) return

    const slot = await linkLimiter().increment(`merchant_reset_${email.toLowerCase()}`)
    if (slot.consumed > slot.limit) {
      logger.warn({ userId: user.id }, 'password reset link throttled')
      return
    }
    // a durable job sent at once; a mail server that refuses it is retried while the link is valid
    await jobs.sendMail(
      mailJob('password_reset', recipientOf(user), linkFor(user), RESET_LINK_MINUTES),
      { expiresAt: Date.now() + RESET_LINK_MINUTES * 60_000 }
    )
  }

  /**
   * Sets the new password and ends every session of the account. Opening the link proved the e-mail,
   * so an account that never typed its sign-up code counts as verified from here.
   */
  static async reset(user: User, password: string): Promise<boolean> {
    const version = user.sessionVersion
    return db.transaction(async (trx) => {
      // claims the link: a second request with the same link finds the version moved on
      const claimed = await trx
        .from('users')
        .where('id', user.id)
        .where('session_version', version)
        .update({ session_version: version + 1 })
      if (Number(claimed) !== 1) return false

      user.useTransaction(trx)
      user.password = password
      user.sessionVersion = version + 1
      if (!user.emailVerifiedAt) user.emailVerifiedAt = DateTime.now()
      await user.save()
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      return true
    })
  }
}
