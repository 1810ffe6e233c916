/*
| The ordering storefront at /o/{username}: everything a visitor browses before signing in or paying
| (home blocks, products and search, categories, services, custom pages, the blog, the branch choice).
| The customer side (accounts, cart, checkout, orders) is in store_account.ts. Every storefront page
| gets the navbar data (`storefront`) and the cart summary from router middleware in start/kernel.ts.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { contentContactThrottle } from '#start/limiter'

const HomeController = () => import('#controllers/store/home_controller')
const ProductsController = () => import('#controllers/store/products_controller')
const CategoriesController = () => import('#controllers/store/categories_controller')
const ServicesController = () => import('#controllers/store/services_controller')
const PagesController = () => import('#controllers/store/pages_controller')
const BlogsController = () => import('#controllers/store/blogs_controller')
const SectionsController = () => import('#controllers/store/sections_controller')
const BranchController = () => import('#controllers/store/branch_controller')
const FormsController = () => import('#controllers/store/forms_controller')

router
  .group(() => {
    router.get('/', [HomeController, 'show']).as('store.home.show')

    router.get('/products', [ProductsController, 'index']).as('store.products.index')
    router.get('/products/:id', [ProductsController, 'show']).as('store.products.show')
    router
      .get('/product/:slug', [ProductsController, 'showBySlug'])
      .as('store.products.show_by_slug')

    router.get('/categories', [CategoriesController, 'index']).as('store.categories.index')
    router.get('/categories/:slug', [CategoriesController, 'show']).as('store.categories.show')

    router.get('/services', [ServicesController, 'index']).as('store.services.index')
    router.get('/services/:id', [ServicesController, 'show']).as('store.services.show')
    router
      .get('/service/:slug', [ServicesController, 'showBySlug'])
      .as('store.services.show_by_slug')

    router.get('/p/:slug', [PagesController, 'show']).as('store.pages.show')
    router.get('/page/:slug', [PagesController, 'show']).as('store.pages.show_alias')

    router.post('/branch', [BranchController, 'store']).as('store.branch.store')

    // merchant forms (the content site's contact limiter; files of up to 5 MB)
    router.get('/forms/:slug', [FormsController, 'show']).as('store.forms.show')
    router
      .post('/forms/:slug', [FormsController, 'store'])
      .as('store.forms.store')
      .use([contentContactThrottle, middleware.uploads({ limit: '5mb' })])

    // the blog: only for websites with content support, otherwise these addresses are 404
    router
      .group(() => {
        router.get('/blogs', [BlogsController, 'index']).as('store.blogs.index')
        router.get('/blogs/:slug', [BlogsController, 'show']).as('store.blogs.show')
        router.get('/category', [SectionsController, 'index']).as('store.sections.index')
        router.get('/category/:slug', [BlogsController, 'section']).as('store.sections.show')
      })
      .use(middleware.storeContent())
  })
  .prefix('/o/:username')
  // every page view is counted for the merchant's dashboard, after the response is sent
  // a website not opened yet shows its coming-soon page (kept for anonymous visitors too)
  .use([
    middleware.website(),
    middleware.recordVisit(),
    middleware.pageCache(),
    middleware.storeOpen(),
  ])
