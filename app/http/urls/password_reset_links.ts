import router from '@adonisjs/core/services/router'
import type { Request } from '@adonisjs/core/http'
import User from '#models/user'
import { RESET_LINK_MINUTES } from '#services/auth/password_reset_service'
import { publicUrl } from '#http/urls/urls'

const PURPOSE = 'merchant_password_reset'

/**
 * The merchant's password-reset link: signed (expires after an hour) and carrying the account's
 * session version, which a reset bumps, so the link dies once used.
 */
export const PasswordResetLinks = {
  /** Absolute signed link (APP_URL), for the mail. */
  linkFor(request: Request, user: User, expiresIn: string = `${RESET_LINK_MINUTES} minutes`) {
    const path = router
      .builder()
      .params({ id: user.id })
      .qs({ v: user.sessionVersion })
      .makeSigned('auth.password_reset.edit', { expiresIn, purpose: PURPOSE })
    return publicUrl(request, path)
  },

  /** The merchant a reset link is for, or null when it is tampered, expired or already used. */
  async userFor(request: Request, id: unknown): Promise<User | null> {
    if (!request.hasValidSignature(PURPOSE)) return null
    const user = await User.find(Number(id))
    if (!user) return null
    return Number(request.qs().v) === user.sessionVersion ? user : null
  },
}
