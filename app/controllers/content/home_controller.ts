import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { contentHomeBlocks } from '#services/content/home_blocks'
import { contentSeo } from '#http/pages/content_seo'

export default class HomeController {
  /** /c/{username}: the home blocks in their order */
  async show(ctx: HttpContext) {
    const blocks = await contentHomeBlocks(ctx.contentSite)
    return ctx.inertia.render('content/home', {
      blocks,
      seo: contentSeo(ctx, {
        path: urlFor('content.home.show', { username: ctx.website.username }),
      }),
    })
  }
}
