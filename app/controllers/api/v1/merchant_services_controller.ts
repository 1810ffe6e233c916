// The merchant API's services with their options (/api/v1/merchant/services): ServiceAdmin and serviceValidator.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { ServiceAdmin, SERVICE_SORTS } from '#services/catalogue/service_admin'
import { applyCatalogueFilters, catalogueFilters } from '#services/catalogue/catalogue_support'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { serviceValidator } from '#validators/service'

/** The dashboard's list filters (q, category, status); plan limits and option rules stay in ServiceAdmin. */
export default merchantResourceController({
  name: 'services',
  list: (website, qs) =>
    applyCatalogueFilters(
      ServiceAdmin.query(website).preload('options', (options) =>
        options.orderBy('sort_order').orderBy('id')
      ),
      catalogueFilters(qs, SERVICE_SORTS, 'newest'),
      'service_category_id'
    ),
  ...serviceCalls(ServiceAdmin),
  present: (service) => DashboardCataloguePresenter.serviceForm(service),
  // a picture is added in the dashboard (or kept): JSON carries no file
  input: async (ctx) => ({
    ...(await ctx.request.validateUsing(serviceValidator)),
    image: undefined,
  }),
})
