import type { HttpContext } from '@adonisjs/core/http'
import { Catalogue, searchText } from '#services/store/catalogue'
import { pageNumber } from '#http/input/paging'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'
import { recordId } from '#http/input/record_ids'

export default class ProductsController {
  /** The product grid, searched by ?q= (name and keywords, Arabic-aware) and paginated. */
  async index({ inertia, request, website }: HttpContext) {
    const q = searchText(request.input('q'))
    const products = await Catalogue.searchProducts(website, {
      q,
      page: pageNumber(request.input('page')),
    })
    return inertia.render('store/products/index', { q, products })
  }

  /** /products/{id} */
  async show(ctx: HttpContext) {
    const id = recordId(ctx.params.id)
    if (id === null) return renderStoreNotFound(ctx, STORE_NOT_FOUND.product)
    return this.render(ctx, await Catalogue.findProduct(ctx.website, { id }))
  }

  /** /product/{slug}: the same page at the product's readable address. */
  async showBySlug(ctx: HttpContext) {
    return this.render(
      ctx,
      await Catalogue.findProduct(ctx.website, { slug: textParam(ctx.params, 'slug') })
    )
  }

  private async render(
    ctx: HttpContext,
    product: Awaited<ReturnType<typeof Catalogue.findProduct>>
  ) {
    if (!product) return renderStoreNotFound(ctx, STORE_NOT_FOUND.product)
    const related = await Catalogue.relatedProducts(ctx.website, product)
    return ctx.inertia.render('store/products/show', {
      product: CataloguePresenter.product(product),
      related,
      canonical: publicUrl(
        ctx.request,
        urlFor('store.products.show_by_slug', {
          username: ctx.website.username,
          slug: product.slug,
        })
      ),
    })
  }
}
