import type { HttpContext } from '@adonisjs/core/http'
import { Catalogue } from '#services/store/catalogue'
import { pageNumber } from '#http/input/paging'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { textParam } from '#http/urls/route_params'

/** The storefront's product categories. */
export default class CategoriesController {
  /** Every category with a carousel of its products. */
  async index({ inertia, website }: HttpContext) {
    const categories = await Catalogue.categoriesWithProducts(website)
    return inertia.render('store/categories/index', { categories })
  }

  /** One category's products in a paginated grid. */
  async show(ctx: HttpContext) {
    const { website, request, inertia } = ctx
    const category = await Catalogue.findCategory(website, textParam(ctx.params, 'slug'))
    if (!category) return renderStoreNotFound(ctx, STORE_NOT_FOUND.category)
    const products = await Catalogue.searchProducts(website, {
      q: '',
      page: pageNumber(request.input('page')),
      categoryId: category.id,
    })
    return inertia.render('store/categories/show', {
      category: CataloguePresenter.storeCategory(category),
      products,
    })
  }
}
