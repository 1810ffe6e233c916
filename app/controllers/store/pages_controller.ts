import type { HttpContext } from '@adonisjs/core/http'
import { CataloguePresenter } from '#services/presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#services/store/not_found'
import { publicUrl } from '#services/public_url'
import { textParam } from '#services/route_params'

/** The website's custom pages, at /p/{slug} and /page/{slug}. */
export default class PagesController {
  async show(ctx: HttpContext) {
    const page = await ctx.website
      .related('pages')
      .query()
      .where('slug', textParam(ctx.params, 'slug'))
      .first()
    if (!page) return renderStoreNotFound(ctx, STORE_NOT_FOUND.page)
    return ctx.inertia.render('store/pages/show', {
      page: CataloguePresenter.page(page),
      canonical: publicUrl(
        ctx.request,
        `/o/${ctx.website.username}/p/${encodeURIComponent(page.slug)}`
      ),
    })
  }
}
