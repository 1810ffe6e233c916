/*
| Dashboard: the catalogue (DESIGN.md section 8) — store categories, products (with PATCH
| /products/bulk {ids, visible}), service categories and services with their options, named
| dashboard.<resource>.<action>.
|
| The `store` and `update` actions of each resource take an image: their multipart body is parsed by
| the uploads middleware (after auth and CSRF, 2 MB a file) and read by formData() in the controller.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const withImages = middleware.uploads({ limit: '2mb' })

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
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router
      .resource('products', ProductsController)
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router
      .resource('service-categories', ServiceCategoriesController)
      .as('service_categories')
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router
      .resource('services', ServicesController)
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
