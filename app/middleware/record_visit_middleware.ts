import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { recordVisitWhenSent } from '#http/pages/page_cache_answers'

/** Counts a view of a storefront page for the merchant's dashboard, after the response is sent. */
export default class RecordVisitMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    recordVisitWhenSent(ctx, ctx.website.id)
  }
}
