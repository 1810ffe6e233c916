import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { renderStoreNotFound } from '#services/store/not_found'

/**
 * The storefront's blog (sections, posts) exists only for websites with content support; for the
 * others these addresses are the storefront's 404 page.
 */
export default class StoreContentMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.website.supportContent) {
      return renderStoreNotFound(ctx, 'الصفحة غير موجودة')
    }
    return next()
  }
}
