import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { cartOf } from '#http/sessions/store_session'

/**
 * Shares `cartSummary: { count, total }` (halalas, prices read from the products) with every storefront
 * page under /o/:username, whichever route file declares it. Runs as a router middleware: it only
 * registers a lazy prop, evaluated once when an /o/ page renders (one SQL query, whatever the cart size).
 */
export default class StoreCartSummaryMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.inertia && ctx.route?.name?.startsWith('store.')) {
      ctx.inertia.share({
        cartSummary: ctx.inertia.always(() =>
          ctx.website ? cartOf(ctx).summary() : { count: 0, total: 0 }
        ),
      })
    }
    return next()
  }
}
