import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'

/**
 * The storefront's blog (sections, posts) exists only for websites with content support; for the
 * others these addresses are the storefront's 404 page.
 */
export default class StoreContentMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.website.supportContent) {
      // a middleware's return value is not the response body: send the rendered page
      return ctx.response.send(await renderStoreNotFound(ctx, STORE_NOT_FOUND.page))
    }
    return next()
  }
}
