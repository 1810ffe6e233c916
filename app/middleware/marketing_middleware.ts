import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PlatformPost from '#models/platform_post'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { publicUrl } from '#http/urls/urls'

/** Query parameters that make a different page (and so belong in its canonical address). */
const CANONICAL_QUERY = ['category', 'page', 'plan']

/**
 * Marketing pages share the footer's two latest academy posts (SPEC.md: the footer shows 2) and the
 * absolute addresses the SEO tags and share links need (from APP_URL, see services/public_url.ts).
 * The posts are evaluated lazily, so a partial reload that does not ask for them costs no query.
 */
export default class MarketingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const query = new URLSearchParams()
    for (const key of CANONICAL_QUERY) {
      const value = request.qs()[key]
      if (typeof value === 'string' && value !== '' && !(key === 'page' && value === '1')) {
        query.set(key, value)
      }
    }
    const search = query.toString()

    ctx.inertia.share({
      siteUrl: publicUrl(request, ''),
      pageUrl: publicUrl(request, request.url() + (search ? `?${search}` : '')),
      footerPosts: async () => {
        const posts = await PlatformPost.query()
          .where('privilege', 'academy')
          .whereNotNull('published_at')
          .orderBy('published_at', 'desc')
          .limit(2)
        return posts.map(PlatformPresenter.postCard)
      },
    })
    return next()
  }
}
