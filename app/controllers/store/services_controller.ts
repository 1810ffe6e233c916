import type { HttpContext } from '@adonisjs/core/http'
import { Catalogue } from '#services/store/catalogue'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'
import { recordId } from '#http/input/record_ids'

/** The storefront's bookable services. */
export default class ServicesController {
  /** Every service, grouped by category. */
  async index({ inertia, website }: HttpContext) {
    const categories = await Catalogue.serviceCategories(website)
    return inertia.render('store/services/index', { categories })
  }

  /** /services/{id} */
  async show(ctx: HttpContext) {
    const id = recordId(ctx.params.id)
    if (id === null) return renderStoreNotFound(ctx, STORE_NOT_FOUND.service)
    return this.render(ctx, await Catalogue.findService(ctx.website, { id }))
  }

  /** /service/{slug}: the same page at the service's readable address. */
  async showBySlug(ctx: HttpContext) {
    return this.render(
      ctx,
      await Catalogue.findService(ctx.website, { slug: textParam(ctx.params, 'slug') })
    )
  }

  private render(ctx: HttpContext, service: Awaited<ReturnType<typeof Catalogue.findService>>) {
    if (!service) return renderStoreNotFound(ctx, STORE_NOT_FOUND.service)
    return ctx.inertia.render('store/services/show', {
      service: CataloguePresenter.service(service),
      canonical: publicUrl(
        ctx.request,
        urlFor('store.services.show_by_slug', {
          username: ctx.website.username,
          slug: service.slug,
        })
      ),
    })
  }
}
