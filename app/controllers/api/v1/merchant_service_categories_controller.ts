// The merchant API's service categories (/api/v1/merchant/service-categories): ServiceCategoryAdmin and categoryValidator.
import { merchantCategoriesController } from '#controllers/api/v1/merchant_categories'
import { ServiceCategoryAdmin } from '#services/catalogue/category_admin'

export default merchantCategoriesController('service_categories', ServiceCategoryAdmin)
