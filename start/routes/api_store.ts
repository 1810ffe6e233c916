// /api/v1 a website's public store calls (?username=): categories, products, services and branches.
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { productCardFields, serviceCardFields } from '#http/api/components/catalogue'
import { branchesQueryValidator, productsQueryValidator } from '#validators/api_queries'
import { str, nstr, ref, page, paginated } from '#start/routes/api_helpers'

const SiteController = () => import('#controllers/api/v1/site_controller')
const StoreController = () => import('#controllers/api/v1/store_controller')

router
  .group(() => {
    router
      .group(() => {
        doc(
          router
            .get('/store/categories', [StoreController, 'categories'])
            .as('api.categories.index'),
          {
            tag: 'store',
            summary: 'Product categories with their product counts',
            responses: {
              200: t.object({ status: t.bool(), categories: t.array(ref('StoreCategory')) }),
            },
            etag: true,
          }
        )
        doc(
          router
            .get('/store/categories-with-product', [StoreController, 'categoriesWithProducts'])
            .as('api.categories.with_products'),
          {
            tag: 'store',
            summary: 'Product categories, each with its first products (items)',
            responses: {
              200: t.object({
                status: t.bool(),
                categories: t.array(
                  t.object({
                    id: t.int(),
                    name: str(),
                    slug: str(),
                    items: t.array(ref('ProductCard')),
                  })
                ),
              }),
            },
            etag: true,
          }
        )
        doc(router.get('/store/products', [StoreController, 'products']).as('api.products.index'), {
          tag: 'store',
          summary: 'Products, optionally of a category or matching a search',
          queryValidator: productsQueryValidator,
          query: {
            category: { description: 'category slug' },
            q: { description: 'search words (Arabic-aware)' },
            page,
          },
          responses: {
            200: paginated('products', ref('ProductCard'), {
              status: t.bool(),
              category_details: t.nullable(ref('StoreCategory')),
            }),
          },
          etag: true,
        })
        doc(
          router
            .get('/store/products/recent', [StoreController, 'recentProducts'])
            .as('api.products.recent'),
          {
            tag: 'store',
            summary: 'The first products of the catalogue',
            responses: { 200: t.object({ products: t.array(ref('ProductCard')) }) },
            etag: true,
          }
        )
        doc(
          router.get('/store/products/:slug', [StoreController, 'product']).as('api.products.show'),
          {
            tag: 'store',
            summary: 'One product',
            responses: {
              200: t.object({
                status: t.bool(),
                product: t.object({
                  ...productCardFields,
                  description: { ...nstr(), description: 'HTML (the rich-text allowlist)' },
                  summary: {
                    ...nstr(),
                    description: 'the description as plain text, 160 characters',
                  },
                  images: {
                    ...t.array(str()),
                    description: 'the main photo, then the gallery (up to 8 in all)',
                  },
                  category: t.nullable(t.object({ name: str(), slug: str() })),
                  options: {
                    ...t.array(t.object({ id: t.int(), name: str(), price: t.money() })),
                    description:
                      'options with their own price (VAT included); with any, one is required in an order item (option_id) and price is the lowest',
                  },
                }),
              }),
            },
            etag: true,
          }
        )
        doc(
          router.get('/store/services/:slug', [StoreController, 'service']).as('api.services.show'),
          {
            tag: 'store',
            summary: 'One service with its options',
            responses: {
              200: t.object({
                status: t.bool(),
                service: t.object({
                  ...serviceCardFields,
                  options: t.array(
                    t.object({
                      id: t.int(),
                      name: str(),
                      extra_price: t.money(),
                      extra_minutes: t.int(),
                    })
                  ),
                }),
              }),
            },
            etag: true,
          }
        )
        doc(router.get('/branches', [SiteController, 'branches']).as('api.branches.index'), {
          tag: 'store',
          summary:
            "The website's branches with their address and location; ?near=lat,lng orders them nearest first with distance_km when the plan locates the nearest branch",
          description:
            'latitude and longitude are null for a branch without a location, or when the plan does not include locate_nearest_branch (the list then keeps its order and has no distance_km). With ?near= and the feature, branches are ordered by great-circle distance (the storefront chooser’s formula), those without a location last with distance_km null.',
          queryValidator: branchesQueryValidator,
          query: {
            type: { description: 'order (the storefront)' },
            near: { description: 'the visitor’s position: latitude,longitude in degrees' },
          },
          responses: {
            200: t.object({
              branches: t.array(
                t.object(
                  {
                    id: t.int(),
                    name: t.string(),
                    city: t.nullable(t.string()),
                    address: t.nullable(t.string()),
                    latitude: t.nullable(t.number()),
                    longitude: t.nullable(t.number()),
                    distance_km: {
                      ...t.nullable(t.number()),
                      description: 'with ?near= on a plan that locates the nearest branch',
                    },
                  },
                  ['distance_km']
                )
              ),
            }),
          },
          etag: true,
        })
      })
      .use(middleware.apiWebsite())
  })
  .prefix(API_PREFIX)
