import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { WebsiteNotFoundException } from '#exceptions/website_not_found_exception'
import { ContentSite } from '#services/content/content_site'

/**
 * The content site (/c/{username}) of a website resolved by the `website` middleware.
 *
 * A website without content support has no content site: its plan does not include one and nothing
 * links to it, so every /c/{username} address answers the 404 page rather than an empty shell that
 * would look like a broken site (and be indexed as one).
 *
 * The header and footer data is shared lazily: it is read only when a page renders, never for the
 * sitemap or the feed.
 */
export default class ContentSiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.website.supportContent) throw new WebsiteNotFoundException()

    const site = new ContentSite(ctx.website)
    ctx.contentSite = site
    ctx.inertia.share({ contentSite: () => site.chrome() })
    return next()
  }
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    contentSite: ContentSite
  }
}
