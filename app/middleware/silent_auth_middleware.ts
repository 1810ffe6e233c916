import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isApiRequest } from '#http/api/api'

/**
 * Looks up who is signed in (a merchant, a customer, or nobody) without requiring anyone,
 * so pages can show the signed-in state from the server session.
 *
 * A guard is asked only when the session (or a remember-me cookie) names a user: asking for a guest
 * would build and catch an exception on every anonymous request. A guard left alone is marked as
 * attempted, so a later check() or authenticate() answers "nobody" without trying again.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // /api/v1 has no session: its calls authenticate with bearer tokens only
    if (isApiRequest(ctx)) return next()
    const cookies = ctx.request.cookiesList()
    for (const name of ['web', 'customer'] as const) {
      const guard = ctx.auth.use(name)
      if (ctx.session.has(guard.sessionKeyName) || cookies[guard.rememberMeKeyName]) {
        await guard.check()
      } else {
        guard.authenticationAttempted = true
      }
    }
    return next()
  }
}
