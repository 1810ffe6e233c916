import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type { Request } from '@adonisjs/core/http'
import User from '#models/user'
import PasswordResetMail from '#mails/password_reset_mail'
import { publicUrl } from '#services/public_url'

export const RESET_LINK_MINUTES = 60
const PURPOSE = 'merchant_password_reset'

/** Three links per e-mail and address every 15 minutes: enough for a person, useless for flooding. */
const linkLimiter = () => limiter.use({ requests: 3, duration: '15 minutes' })

/**
 * 'Forgot password' for merchants: a signed link that expires after an hour and dies once used. The link
 * carries the account's session version; a reset bumps it, which voids the link and ends every other
 * session (MerchantSession.enforceVersion) and deletes the 'remember me' tokens.
 */
export class PasswordResetService {
  /** Absolute signed link (APP_URL), for the mail. */
  static linkFor(
    request: Request,
    user: User,
    expiresIn: string = `${RESET_LINK_MINUTES} minutes`
  ) {
    const path = router
      .builder()
      .params({ id: user.id })
      .qs({ v: user.sessionVersion })
      .makeSigned('auth.password_reset.edit', { expiresIn, purpose: PURPOSE })
    return publicUrl(request, path)
  }

  /**
   * Mails a link when the e-mail belongs to a merchant. The answer never tells whether it does, and a
   * throttled or failed send looks the same to the visitor (it is logged).
   */
  static async sendLink(request: Request, email: string): Promise<void> {
    const user = await User.findBy('email', email)
    if (!user) return

    const slot = await linkLimiter().increment(`merchant_reset_${email}_${request.ip()}`)
    if (slot.consumed > slot.limit) {
      logger.warn({ userId: user.id }, 'password reset link throttled')
      return
    }
    try {
      await mail.send(new PasswordResetMail(user, this.linkFor(request, user), RESET_LINK_MINUTES))
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'password reset mail failed')
    }
  }

  /** The merchant a reset link is for, or null when it is tampered, expired or already used. */
  static async userForLink(request: Request, id: unknown): Promise<User | null> {
    if (!request.hasValidSignature(PURPOSE)) return null
    const user = await User.find(Number(id))
    if (!user) return null
    return Number(request.qs().v) === user.sessionVersion ? user : null
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
