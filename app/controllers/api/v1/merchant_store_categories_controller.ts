// The merchant API's store categories (/api/v1/merchant/product-categories): StoreCategoryAdmin and storeCategoryValidator.
import { merchantResourceController } from '#http/api/merchant_resource'
import { StoreCategoryAdmin } from '#services/catalogue/category_admin'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { storeCategoryValidator } from '#validators/store_category'

/** Name and slug; a deleted category's records stay, without a category (as in the dashboard). */
export default merchantResourceController({
  name: 'product_categories',
  list: (website) => StoreCategoryAdmin.query(website),
  find: (website, id) => StoreCategoryAdmin.find(website, id),
  present: (category) => DashboardCataloguePresenter.categoryForm(category),
  input: async (ctx) => ({
    ...(await ctx.request.validateUsing(storeCategoryValidator)),
    image: undefined,
  }),
  create: (website, input) => StoreCategoryAdmin.create(website, input),
  update: (website, id, input) => StoreCategoryAdmin.update(website, id, input),
  destroy: (website, id) => StoreCategoryAdmin.destroy(website, id),
})
