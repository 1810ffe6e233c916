import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { catalogueListProps } from '#controllers/dashboard/catalogue_list'
import { formData } from '#http/input/multipart'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { PRODUCT_SORTS, ProductAdmin, catalogueFilters } from '#services/catalogue/product_admin'
import { StoreCategoryAdmin } from '#services/catalogue/category_admin'
import { PlanLimits } from '#services/plans/plan_limits'
import { PlanVisibility } from '#services/plans/plan_visibility'
import { productBulkValidator, productValidator } from '#validators/product'
import { tmpPaths } from '#http/input/multipart'

/** Every save here ends on the products page with its notice. */
const saved = savesTo('dashboard.products.index')

/** The product form's body (multipart: images, parsed through formData()) as ProductAdmin takes it. */
async function productInput(request: HttpContext['request']) {
  const { image, images, ...input } = await request.validateUsing(productValidator, {
    data: formData(request),
  })
  return {
    ...input,
    // the form sends its whole list; an empty one is not sent in a multipart body
    options: input.options ?? [],
    image: image?.tmpPath,
    images: tmpPaths(images),
  }
}

/** /dashboard/{username}/products: the shop's products, their search, filters and bulk hide/show. */
export default class ProductsController {
  async index({ inertia, request, website }: HttpContext) {
    const filters = catalogueFilters(request.qs(), PRODUCT_SORTS, 'newest')
    const [page, categories, canManage, hidden] = await Promise.all([
      ProductAdmin.list(website, filters),
      StoreCategoryAdmin.options(website),
      PlanLimits.hasFeature(website, 'manage_items'),
      // over the plan's product count: kept, hidden from the public, said beside each row
      PlanVisibility.hiddenIds(website, 'products'),
    ])
    return inertia.render('dashboard/products/index', {
      ...DashboardCataloguePresenter.products(page),
      ...catalogueListProps(page.all(), filters, hidden),
      categories,
      canManage,
    })
  }

  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/products/create', {
      categories: await StoreCategoryAdmin.options(website),
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    await ProductAdmin.create(website, await productInput(request))
    return saved({ response, session, website }, 'تمت إضافة المنتج')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const [product, categories] = await Promise.all([
      ProductAdmin.findForForm(website, params.id),
      StoreCategoryAdmin.options(website),
    ])
    return inertia.render('dashboard/products/edit', {
      product: DashboardCataloguePresenter.productForm(product),
      categories,
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    // looked up before the body is read: another website's id is a 404 either way
    await ProductAdmin.find(website, params.id)
    await ProductAdmin.update(website, params.id, await productInput(request))
    return saved({ response, session, website }, 'تم حفظ المنتج')
  }

  async bulk({ request, response, session, website }: HttpContext) {
    const { ids, visible } = await request.validateUsing(productBulkValidator)
    const count = await ProductAdmin.setVisible(website, ids, visible)
    session.flash(
      'success',
      visible
        ? `تم إظهار ${count} من المنتجات في المتجر`
        : `تم إخفاء ${count} من المنتجات من المتجر`
    )
    return response.redirect().back()
  }

  async destroy({ params, response, session, website }: HttpContext) {
    const { archived } = await ProductAdmin.destroy(website, params.id)
    return saved(
      { response, session, website },
      archived ? 'تم حذف المنتج، ويبقى في الطلبات السابقة وفواتيرها' : 'تم حذف المنتج'
    )
  }
}
