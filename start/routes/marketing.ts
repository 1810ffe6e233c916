import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { contactThrottle } from '#start/limiter'

const HomeController = () => import('#controllers/marketing/home_controller')
const PlansController = () => import('#controllers/marketing/plans_controller')
const AcademyController = () => import('#controllers/marketing/academy_controller')
const BlogController = () => import('#controllers/marketing/blog_controller')
const AppsController = () => import('#controllers/marketing/apps_controller')
const PagesController = () => import('#controllers/marketing/pages_controller')
const ContactController = () => import('#controllers/marketing/contact_controller')
const LandingPagesController = () => import('#controllers/marketing/landing_pages_controller')
const SeoController = () => import('#controllers/marketing/seo_controller')

/** The marketing site at / */
router
  .group(() => {
    router.get('/', [HomeController, 'show']).as('marketing.home.show')
    router.get('/plans', [PlansController, 'index']).as('marketing.plans.index')
    // the plan buttons open /auth/signup?plan={code}; it lands on the sign-up page with the plan chosen
    router.get('/auth/signup', [PlansController, 'signup']).as('marketing.plans.signup')

    router.get('/academy', [AcademyController, 'index']).as('marketing.academy.index')
    router.get('/academy/:slug', [AcademyController, 'show']).as('marketing.academy.show')
    router.get('/blogs', [BlogController, 'index']).as('marketing.blog.index')
    router.get('/blog/:slug', [BlogController, 'show']).as('marketing.blog.show')

    router.get('/apps', [AppsController, 'index']).as('marketing.apps.index')
    router.get('/apps/:slug', [AppsController, 'category']).as('marketing.apps.category')
    router.get('/app/:title', [AppsController, 'show']).as('marketing.apps.show')

    router.get('/page/:slug', [PagesController, 'show']).as('marketing.pages.show')
    router.get('/about', [PagesController, 'about']).as('marketing.pages.about')
    router.get('/demo', [PagesController, 'demo']).as('marketing.pages.demo')

    router.get('/contact', [ContactController, 'create']).as('marketing.contact.create')
    router
      .post('/contact', [ContactController, 'store'])
      .as('marketing.contact.store')
      .use(contactThrottle)
  })
  .use(middleware.marketing())

router.get('/l/:slug', [LandingPagesController, 'show']).as('marketing.landing.show')
router.get('/sitemap.xml', [SeoController, 'sitemap']).as('marketing.seo.sitemap')
router.get('/robots.txt', [SeoController, 'robots']).as('marketing.seo.robots')
