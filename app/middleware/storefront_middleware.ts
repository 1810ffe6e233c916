import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { loadStorefront } from '#services/store/storefront'
import { BranchChoice } from '#http/sessions/branch_choice'

/**
 * Shares the storefront's navbar and footer data (`storefront` prop) with every page under
 * /o/{username}, whichever route file declares it (catalogue, cart, checkout, account). A router
 * middleware: it only registers a lazy prop, evaluated when a storefront page renders, after the
 * website middleware resolved ctx.website. A partial reload that does not ask for it costs no query.
 *
 * The error pages render through the same shared props: when the database is what failed, the navbar
 * data is left out (the layout shows a plain navbar) so the 500 page itself still renders.
 */
export default class StorefrontMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.inertia && ctx.route?.name?.startsWith('store.')) {
      ctx.inertia.share({
        storefront: async () => {
          if (!ctx.website) return null
          try {
            return await loadStorefront(ctx.website, BranchChoice.get(ctx.session, ctx.website))
          } catch (error) {
            ctx.logger.error({ err: error }, 'storefront navbar data could not be loaded')
            // the page still renders, with a plain navbar, but is not kept for other visitors
            ctx.pageIncomplete = true
            return null
          }
        },
      })
    }
    return next()
  }
}
