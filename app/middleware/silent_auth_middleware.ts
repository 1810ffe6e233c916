import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isApiRequest } from '#http/api'

/**
 * Looks up who is signed in (a merchant, a customer, or nobody) without requiring anyone,
 * so pages can show the signed-in state from the server session.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // /api/v1 has no session: its calls authenticate with bearer tokens only
    if (isApiRequest(ctx)) return next()
    await ctx.auth.use('web').check()
    await ctx.auth.use('customer').check()
    return next()
  }
}
