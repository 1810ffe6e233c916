import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { currentCustomer, storeSessionKeys } from '#http/sessions/store_session'
import { wantsPage } from '#http/pages/responses'
import { urlFor } from '#http/urls/urls'

/**
 * Storefront pages that need a signed-in customer of this website (SPEC.md section 6). A guest, or a
 * customer of another website, is sent to /o/{username}/login; the page asked for is kept and login
 * returns to it. Runs after the `website` middleware.
 */
export default class CustomerAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (currentCustomer(ctx)) return next()

    if (ctx.request.method() === 'GET') {
      ctx.session.put(storeSessionKeys.redirect(ctx.website.id), ctx.request.url(true))
    }
    const login = urlFor('store.session.create', { username: ctx.website.username })
    if (wantsPage(ctx)) {
      return ctx.response.redirect(login)
    }
    return ctx.response.unauthorized({ errors: [{ message: 'سجل الدخول للمتابعة' }] })
  }
}
