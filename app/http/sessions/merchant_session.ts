import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import User from '#models/user'

/** The password version a session signed in with (see User.sessionVersion). */
export const SESSION_VERSION_KEY = 'merchant_session_version'
/** The account between sign-up (or a login before verification) and the typed code. */
export const PENDING_USER_KEY = 'merchant_pending_user_id'

/**
 * The merchant's session on the web guard. Only verified merchants are signed in; an account that
 * still waits for its code is remembered as 'pending' and sent to /verify.
 */
export class MerchantSession {
  static async login(ctx: HttpContext, user: User, remember = false) {
    await ctx.auth.use('web').login(user, remember)
    ctx.session.put(SESSION_VERSION_KEY, user.sessionVersion)
    ctx.session.forget(PENDING_USER_KEY)
  }

  static async logout(ctx: HttpContext) {
    await ctx.auth.use('web').logout()
    ctx.session.forget(SESSION_VERSION_KEY)
    ctx.session.forget(PENDING_USER_KEY)
  }

  static setPending(session: Session, user: User) {
    session.put(PENDING_USER_KEY, user.id)
  }

  static forgetPending(session: Session) {
    session.forget(PENDING_USER_KEY)
  }

  /** The account waiting for its code, if this browser has one and it is still unverified. */
  static async pendingUser(session: Session): Promise<User | null> {
    const id = Number(session.get(PENDING_USER_KEY))
    if (!Number.isInteger(id) || id <= 0) return null
    const user = await User.find(id)
    return user && !user.isVerified ? user : null
  }

  /**
   * Ends this session when the account's password was reset since it signed in. A session restored
   * from a 'remember me' cookie (whose tokens a reset deletes), or opened without the key, takes the
   * current version.
   */
  static async enforceVersion(ctx: HttpContext) {
    const guard = ctx.auth.use('web')
    if (!guard.isAuthenticated || !guard.user) return
    const stored = ctx.session.get(SESSION_VERSION_KEY)
    if (stored === undefined || stored === null) {
      ctx.session.put(SESSION_VERSION_KEY, guard.user.sessionVersion)
      return
    }
    if (Number(stored) !== guard.user.sessionVersion) {
      await this.logout(ctx)
    }
  }
}
