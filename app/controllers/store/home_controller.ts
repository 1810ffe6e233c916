import type { HttpContext } from '@adonisjs/core/http'
import { CataloguePresenter } from '#services/presenters/catalogue_presenter'

export default class HomeController {
  async show({ inertia, website }: HttpContext) {
    const products = await website
      .related('products')
      .query()
      .where('is_active', true)
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .limit(12)
    return inertia.render('store/home', { products: products.map(CataloguePresenter.productCard) })
  }
}
