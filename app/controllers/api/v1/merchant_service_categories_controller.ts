// The merchant API's service categories (/api/v1/merchant/service-categories): ServiceCategoryAdmin and serviceCategoryValidator.
import { merchantResourceController } from '#http/api/merchant_resource'
import { ServiceCategoryAdmin } from '#services/catalogue/category_admin'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { serviceCategoryValidator } from '#validators/service_category'

/** Name and slug; a deleted category's records stay, without a category (as in the dashboard). */
export default merchantResourceController({
  name: 'service_categories',
  list: (website) => ServiceCategoryAdmin.query(website),
  find: (website, id) => ServiceCategoryAdmin.find(website, id),
  present: (category) => DashboardCataloguePresenter.categoryForm(category),
  input: async (ctx) => ({
    ...(await ctx.request.validateUsing(serviceCategoryValidator)),
    image: undefined,
  }),
  create: (website, input) => ServiceCategoryAdmin.create(website, input),
  update: (website, id, input) => ServiceCategoryAdmin.update(website, id, input),
  destroy: (website, id) => ServiceCategoryAdmin.destroy(website, id),
})
