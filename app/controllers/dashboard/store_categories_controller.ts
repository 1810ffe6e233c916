// /dashboard/{username}/store-categories: the product categories (name, slug, image).
import { CategoryController } from '#controllers/dashboard/category_controller'

export default class StoreCategoriesController extends CategoryController {
  constructor() {
    super('products')
  }
}
