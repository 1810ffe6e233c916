/*
| Dashboard: the catalogue (DESIGN.md section 8) — store categories, products (with PATCH
| /products/bulk {ids, visible}), service categories and services with their options, named
| dashboard.<resource>.<action>.
|
| Routes that take an image upload (multipart; parsed by formData() in the controller):
|   POST/PUT store-categories, POST/PUT products, POST/PUT service-categories, POST/PUT services
| (the `store` and `update` actions of each resource below).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const StoreCategoriesController = () => import('#controllers/dashboard/store_categories_controller')
const ProductsController = () => import('#controllers/dashboard/products_controller')
const ServiceCategoriesController = () =>
  import('#controllers/dashboard/service_categories_controller')
const ServicesController = () => import('#controllers/dashboard/services_controller')

router
  .group(() => {
    // before the resource: 'bulk' is not an id
    router.patch('products/bulk', [ProductsController, 'bulk']).as('products.bulk')
    router
      .resource('store-categories', StoreCategoriesController)
      .as('store_categories')
      .except(['show'])
      .where('id', router.matchers.number())
    router
      .resource('products', ProductsController)
      .except(['show'])
      .where('id', router.matchers.number())
    router
      .resource('service-categories', ServiceCategoriesController)
      .as('service_categories')
      .except(['show'])
      .where('id', router.matchers.number())
    router
      .resource('services', ServicesController)
      .except(['show'])
      .where('id', router.matchers.number())
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
