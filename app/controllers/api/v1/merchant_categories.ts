// The merchant API's two category resources (product and service categories): one controller, told apart by its kind.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import type { StoreCategoryAdmin } from '#services/catalogue/category_admin'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { categoryValidator } from '#validators/category'

/** Name and slug; a deleted category's records stay, without a category (as in the dashboard). */
export function merchantCategoriesController(
  name: 'product_categories' | 'service_categories',
  admin: typeof StoreCategoryAdmin
) {
  return merchantResourceController({
    name,
    list: (website) => admin.query(website),
    ...serviceCalls(admin),
    present: (category) => DashboardCataloguePresenter.categoryForm(category),
    input: async (ctx) => ({
      ...(await ctx.request.validateUsing(categoryValidator)),
      image: undefined,
    }),
  })
}
