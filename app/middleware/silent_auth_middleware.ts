import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Looks up who is signed in (a merchant, a customer, or nobody) without requiring anyone,
 * so pages can show the signed-in state from the server session.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.use('web').check()
    await ctx.auth.use('customer').check()
    return next()
  }
}
