import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Website from '#models/website'
import { WebsiteNotFoundException } from '#exceptions/website_not_found_exception'

/**
 * Resolves the tenant from the route's :username once per request and puts it on the context.
 * An unknown website, or one marked not_found, is the 404 page.
 */
export default class WebsiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const username = String(ctx.params.username ?? '').toLowerCase()
    const website = await Website.query()
      .where('username', username)
      .where('not_found', false)
      .first()

    if (!website) {
      throw new WebsiteNotFoundException()
    }

    ctx.website = website
    return next()
  }
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    website: Website
  }
}
