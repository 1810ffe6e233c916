import type { HttpContext } from '@adonisjs/core/http'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'

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
        urlFor('store.pages.show', { username: ctx.website.username, slug: page.slug })
      ),
    })
  }
}
