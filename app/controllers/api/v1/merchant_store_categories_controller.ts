// The merchant API's store categories (/api/v1/merchant/product-categories): StoreCategoryAdmin and categoryValidator.
import { merchantCategoriesController } from '#controllers/api/v1/merchant_categories'
import { StoreCategoryAdmin } from '#services/catalogue/category_admin'

export default merchantCategoriesController('product_categories', StoreCategoryAdmin)
