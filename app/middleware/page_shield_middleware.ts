import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { isApiRequest } from '#http/api'

/**
 * Shield (CSRF, frame and sniffing headers) for pages. /api/v1 has no cookie to forge (bearer tokens)
 * and no session to keep a CSRF secret in; it still answers `nosniff` and refuses framing.
 */
@inject()
export default class PageShieldMiddleware {
  constructor(private shield: ShieldMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isApiRequest(ctx)) return this.shield.handle(ctx, next)
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('X-Frame-Options', 'DENY')
    return next()
  }
}
