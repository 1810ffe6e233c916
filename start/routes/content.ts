import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { contentContactThrottle } from '#start/limiter'

const HomeController = () => import('#controllers/content/home_controller')
const PostsController = () => import('#controllers/content/posts_controller')
const SectionsController = () => import('#controllers/content/sections_controller')
const ContactController = () => import('#controllers/content/contact_controller')
const FeedsController = () => import('#controllers/content/feeds_controller')
const FormsController = () => import('#controllers/content/forms_controller')

/**
 * The merchant content site: /c/{username}. Only for websites with content support; any other
 * website (or an unknown one) answers the 404 page.
 */
router
  .group(() => {
    router.get('/', [HomeController, 'show']).as('content.home.show')
    router.get('/blogs', [PostsController, 'index']).as('content.posts.index')
    router.get('/blog/:slug', [PostsController, 'show']).as('content.posts.show')
    router.get('/categories', [SectionsController, 'index']).as('content.sections.index')
    router.get('/category/:slug', [SectionsController, 'show']).as('content.sections.show')
    router.get('/contact', [ContactController, 'create']).as('content.contact.create')
    router
      .post('/contact', [ContactController, 'store'])
      .as('content.contact.store')
      .use(contentContactThrottle)
    // merchant forms: files of up to 5 MB, parsed after the throttle (the contact form's)
    router.get('/forms/:slug', [FormsController, 'show']).as('content.forms.show')
    router
      .post('/forms/:slug', [FormsController, 'store'])
      .as('content.forms.store')
      .use([contentContactThrottle, middleware.uploads({ limit: '5mb' })])
    router.get('/sitemap.xml', [FeedsController, 'sitemap']).as('content.feeds.sitemap')
    router.get('/rss.xml', [FeedsController, 'rss']).as('content.feeds.rss')
  })
  .prefix('/c/:username')
  .use([
    middleware.website(),
    middleware.contentSite(),
    middleware.pageCache(),
    middleware.storeOpen(),
  ])
