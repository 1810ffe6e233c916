import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Sign-up, login and password pages are for visitors: a signed-in merchant goes to the dashboard.
 * Only the merchant (web) guard counts; a storefront customer is a visitor here.
 */
export default class MerchantGuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.use('web').isAuthenticated) {
      return ctx.response.redirect().toRoute('dashboard.websites.index')
    }
    return next()
  }
}
