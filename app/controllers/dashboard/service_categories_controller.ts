import type { HttpContext } from '@adonisjs/core/http'
import { formData } from '#http/multipart'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { ServiceCategoryAdmin } from '#services/catalogue/category_admin'
import { PlanLimits } from '#services/plans/plan_limits'
import { serviceCategoryValidator } from '#validators/service_category'

/** /dashboard/{username}/service-categories: the service categories (name, slug, image). */
export default class ServiceCategoriesController {
  async index({ inertia, request, website }: HttpContext) {
    const [page, canManage] = await Promise.all([
      ServiceCategoryAdmin.list(website, request.input('page')),
      PlanLimits.hasFeature(website, 'manage_items'),
    ])
    return inertia.render('dashboard/service_categories/index', {
      ...DashboardCataloguePresenter.categories(page, 'services'),
      canManage,
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('dashboard/service_categories/create', {})
  }

  /** Takes an image (multipart): parsed through formData(). */
  async store({ request, response, session, website }: HttpContext) {
    const { image, ...input } = await request.validateUsing(serviceCategoryValidator, {
      data: formData(request),
    })
    await ServiceCategoryAdmin.create(website, { ...input, image: image?.tmpPath })
    session.flash('success', 'تمت إضافة التصنيف')
    return response
      .redirect()
      .toRoute('dashboard.service_categories.index', { username: website.username })
  }

  async edit({ inertia, params, website }: HttpContext) {
    const category = await ServiceCategoryAdmin.find(website, params.id)
    return inertia.render('dashboard/service_categories/edit', {
      category: DashboardCataloguePresenter.categoryForm(category),
    })
  }

  /** Takes an image (multipart): parsed through formData(). */
  async update({ params, request, response, session, website }: HttpContext) {
    await ServiceCategoryAdmin.find(website, params.id)
    const { image, ...input } = await request.validateUsing(serviceCategoryValidator, {
      data: formData(request),
    })
    await ServiceCategoryAdmin.update(website, params.id, { ...input, image: image?.tmpPath })
    session.flash('success', 'تم حفظ التصنيف')
    return response
      .redirect()
      .toRoute('dashboard.service_categories.index', { username: website.username })
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await ServiceCategoryAdmin.destroy(website, params.id)
    session.flash('success', 'تم حذف التصنيف، وبقيت خدماته بلا تصنيف')
    return response
      .redirect()
      .toRoute('dashboard.service_categories.index', { username: website.username })
  }
}
