// /dashboard/{username}/service-categories: the service categories (name, slug, image).
import { CategoryController } from '#controllers/dashboard/category_controller'

export default class ServiceCategoriesController extends CategoryController {
  constructor() {
    super('services')
  }
}
