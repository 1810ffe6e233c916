/*
| The merchant API's catalogue besides products (api_merchant.ts) and the website's branches, under
| /api/v1/merchant: services with their options, product and service categories, branches with their
| hours. Each is the dashboard's service and validator behind app/http/api/merchant_resource.ts.
*/
import router from '@adonisjs/core/services/router'
import { API_PREFIX } from '#config/api'
import { t } from '#http/api/api_schema'
import { serviceValidator } from '#validators/service'
import { categoryValidator } from '#validators/category'
import { branchValidator } from '#validators/branch'
import { resourceRoutes } from '#start/routes/api_merchant_resource'

const MerchantServicesController = () => import('#controllers/api/v1/merchant_services_controller')
const MerchantStoreCategoriesController = () =>
  import('#controllers/api/v1/merchant_store_categories_controller')
const MerchantServiceCategoriesController = () =>
  import('#controllers/api/v1/merchant_service_categories_controller')
const MerchantBranchesController = () => import('#controllers/api/v1/merchant_branches_controller')

const every = ['index', 'show', 'store', 'update', 'destroy'] as const
const catalogue = { read: 'catalogue:read', write: 'catalogue:write' } as const

router
  .group(() => {
    resourceRoutes(MerchantServicesController, {
      path: 'services',
      name: 'services',
      noun: 'service with its options',
      plural: 'bookable services with their options (search q, category, status)',
      ...catalogue,
      actions: [...every],
      validator: serviceValidator,
      query: {
        q: { ...t.string(), description: 'name or keywords' },
        category: { ...t.string(), description: 'a service category id, or none' },
        status: t.enum(['all', 'visible', 'hidden']),
      },
      note: 'Within the plan (manage_items, service_count); a service already booked is archived, not deleted.',
    })
    resourceRoutes(MerchantStoreCategoriesController, {
      path: 'product-categories',
      name: 'product_categories',
      noun: 'product category',
      plural: 'product categories',
      ...catalogue,
      actions: [...every],
      validator: categoryValidator,
      note: 'Within the plan (manage_items); a deleted category’s products stay, without a category.',
    })
    resourceRoutes(MerchantServiceCategoriesController, {
      path: 'service-categories',
      name: 'service_categories',
      noun: 'service category',
      plural: 'service categories',
      ...catalogue,
      actions: [...every],
      validator: categoryValidator,
      note: 'Within the plan (manage_items); a deleted category’s services stay, without a category.',
    })
    resourceRoutes(MerchantBranchesController, {
      path: 'branches',
      name: 'branches',
      noun: 'branch with its working hours and seats',
      plural: 'branches with their working hours',
      read: 'settings:read',
      write: 'settings:write',
      actions: [...every],
      validator: branchValidator,
      errors: [409],
      note: 'Within the plan (branch_count; a location needs locate_nearest_branch); the last branch of a website taking bookings, or one with bookings to come, stays.',
    })
  })
  .prefix(`${API_PREFIX}/merchant`)
