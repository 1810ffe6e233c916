import type { HttpContext } from '@adonisjs/core/http'
import { formData } from '#http/multipart'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { StoreCategoryAdmin } from '#services/catalogue/category_admin'
import { PlanLimits } from '#services/plans/plan_limits'
import { storeCategoryValidator } from '#validators/store_category'

/** /dashboard/{username}/store-categories: the product categories (name, slug, image). */
export default class StoreCategoriesController {
  async index({ inertia, request, website }: HttpContext) {
    const [page, canManage] = await Promise.all([
      StoreCategoryAdmin.list(website, request.input('page')),
      PlanLimits.hasFeature(website, 'manage_items'),
    ])
    return inertia.render('dashboard/store_categories/index', {
      ...DashboardCataloguePresenter.categories(page, 'products'),
      canManage,
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('dashboard/store_categories/create', {})
  }

  /** Takes an image (multipart): parsed through formData(). */
  async store({ request, response, session, website }: HttpContext) {
    const { image, ...input } = await request.validateUsing(storeCategoryValidator, {
      data: formData(request),
    })
    await StoreCategoryAdmin.create(website, { ...input, image: image?.tmpPath })
    session.flash('success', 'تمت إضافة التصنيف')
    return response
      .redirect()
      .toRoute('dashboard.store_categories.index', { username: website.username })
  }

  async edit({ inertia, params, website }: HttpContext) {
    const category = await StoreCategoryAdmin.find(website, params.id)
    return inertia.render('dashboard/store_categories/edit', {
      category: DashboardCataloguePresenter.categoryForm(category),
    })
  }

  /** Takes an image (multipart): parsed through formData(). */
  async update({ params, request, response, session, website }: HttpContext) {
    await StoreCategoryAdmin.find(website, params.id)
    const { image, ...input } = await request.validateUsing(storeCategoryValidator, {
      data: formData(request),
    })
    await StoreCategoryAdmin.update(website, params.id, { ...input, image: image?.tmpPath })
    session.flash('success', 'تم حفظ التصنيف')
    return response
      .redirect()
      .toRoute('dashboard.store_categories.index', { username: website.username })
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await StoreCategoryAdmin.destroy(website, params.id)
    session.flash('success', 'تم حذف التصنيف، وبقيت منتجاته بلا تصنيف')
    return response
      .redirect()
      .toRoute('dashboard.store_categories.index', { username: website.username })
  }
}
