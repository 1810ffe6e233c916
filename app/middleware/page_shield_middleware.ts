import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { isApiRequest } from '#http/api/api'
import { csrfStepNotNeeded, formTokenProven } from '#http/sessions/quiet_cookies'

/**
 * Shield (CSRF, frame and sniffing headers) for pages. /api/v1 has no cookie to forge (bearer tokens)
 * and no session to keep a CSRF secret in; it still answers `nosniff` and refuses framing.
 *
 * Shield mints a new token and re-encrypts the XSRF-TOKEN cookie on every request, though only a form
 * checks one: a GET whose browser already holds a valid token, or holds no session at all, keeps what
 * it has (app/http/sessions/quiet_cookies.ts). Every form is checked as before.
 */
@inject()
export default class PageShieldMiddleware {
  constructor(private shield: ShieldMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isApiRequest(ctx)) {
      if (csrfStepNotNeeded(ctx, 'auth.csrf_cookie.show')) return next()
      // a form proven by the browser's own token keeps it: nothing minted or encrypted again
      const proven = formTokenProven(ctx)
      if (proven !== null) {
        ctx.request.csrfToken = proven
        return next()
      }
      return this.shield.handle(ctx, next)
    }
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('X-Frame-Options', 'DENY')
    return next()
  }
}
