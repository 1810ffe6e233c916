import type { HttpContext } from '@adonisjs/core/http'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'
import { placedForm } from '#services/forms/placed_forms'
import { FormSubmissions } from '#services/forms/form_submissions'
import { PageService } from '#services/content_admin/page_service'

/** The website's custom pages, at /p/{slug} and /page/{slug}. */
export default class PagesController {
  async show(ctx: HttpContext) {
    const page = await PageService.findBySlug(ctx.website, textParam(ctx.params, 'slug'))
    if (!page) return renderStoreNotFound(ctx, STORE_NOT_FOUND.page)
    const form = await FormSubmissions.placed(ctx.website, page.formId)
    return ctx.inertia.render('store/pages/show', {
      page: CataloguePresenter.page(page),
      // the form under the content posts to its own address, as on its own page
      form: form ? placedForm(ctx.website, form, 'store') : null,
      canonical: publicUrl(
        ctx.request,
        urlFor('store.pages.show', { username: ctx.website.username, slug: page.slug })
      ),
    })
  }
}
