import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { catalogueListProps } from '#controllers/dashboard/catalogue_list'
import { formData } from '#http/input/multipart'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { catalogueFilters } from '#services/catalogue/product_admin'
import { SERVICE_SORTS, ServiceAdmin } from '#services/catalogue/service_admin'
import { ServiceCategoryAdmin } from '#services/catalogue/category_admin'
import { PlanLimits } from '#services/plans/plan_limits'
import { PlanVisibility } from '#services/plans/plan_visibility'
import { bookingNotice } from '#services/booking/booking_readiness'
import { serviceValidator } from '#validators/service'

/** Every save here ends on the services page with its notice. */
const saved = savesTo('dashboard.services.index')

/** The service form's body (multipart: an image, parsed through formData()) as ServiceAdmin takes it. */
async function serviceInput(request: HttpContext['request']) {
  const { image, ...input } = await request.validateUsing(serviceValidator, {
    data: formData(request),
  })
  return { ...input, image: image?.tmpPath }
}

/** /dashboard/{username}/services: the bookable services, their options, search and filters. */
export default class ServicesController {
  async index({ inertia, request, website }: HttpContext) {
    const filters = catalogueFilters(request.qs(), SERVICE_SORTS, 'newest')
    const [page, categories, canManage, bookings, hidden] = await Promise.all([
      ServiceAdmin.list(website, filters),
      ServiceCategoryAdmin.options(website),
      PlanLimits.hasFeature(website, 'manage_items'),
      // the storefront takes bookings only with add_reservations and a branch's hours: the page says so
      bookingNotice(website),
      // services are public only with bookings in the plan: kept, hidden, said beside each row
      PlanVisibility.hiddenIds(website, 'services'),
    ])
    return inertia.render('dashboard/services/index', {
      ...DashboardCataloguePresenter.services(page),
      ...catalogueListProps(page.all(), filters, hidden),
      categories,
      canManage,
      bookings,
    })
  }

  async create({ inertia, website }: HttpContext) {
    const [categories, bookings] = await Promise.all([
      ServiceCategoryAdmin.options(website),
      bookingNotice(website),
    ])
    return inertia.render('dashboard/services/create', { categories, bookings })
  }

  async store({ request, response, session, website }: HttpContext) {
    await ServiceAdmin.create(website, await serviceInput(request))
    return saved({ response, session, website }, 'تمت إضافة الخدمة')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const [service, categories] = await Promise.all([
      ServiceAdmin.find(website, params.id),
      ServiceCategoryAdmin.options(website),
    ])
    return inertia.render('dashboard/services/edit', {
      service: DashboardCataloguePresenter.serviceForm(service),
      categories,
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    await ServiceAdmin.find(website, params.id)
    await ServiceAdmin.update(website, params.id, await serviceInput(request))
    return saved({ response, session, website }, 'تم حفظ الخدمة')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    const { archived } = await ServiceAdmin.destroy(website, params.id)
    return saved(
      { response, session, website },
      archived ? 'تم حذف الخدمة، وتبقى في الحجوزات السابقة وفواتيرها' : 'تم حذف الخدمة'
    )
  }
}
