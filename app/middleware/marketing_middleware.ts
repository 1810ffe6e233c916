import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PlatformPost from '#models/platform_post'
import { PlatformPresenter } from '#services/presenters/platform_presenter'

/**
 * Marketing pages share the footer's two latest academy posts (SPEC.md: the footer shows 2).
 * Evaluated lazily, so a partial reload that does not ask for them costs no query.
 */
export default class MarketingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.inertia.share({
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
