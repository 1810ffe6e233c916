/*
| Dashboard: the website's content (DESIGN.md section 8): blog sections, posts, custom pages,
| the slides and the home blocks of both sites, the landing (menu) pages, and the
| images the rich-text editor puts in a body, named dashboard.<resource>.<action>. The routes that
| take images parse their multipart body with the uploads middleware (after auth and CSRF, 2 MB a file).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const withImages = middleware.uploads({ limit: '2mb' })

const SectionsController = () => import('#controllers/dashboard/sections_controller')
const PostsController = () => import('#controllers/dashboard/posts_controller')
const PagesController = () => import('#controllers/dashboard/pages_controller')
const SlidesController = () => import('#controllers/dashboard/slides_controller')
const HomeSectionsController = () => import('#controllers/dashboard/home_sections_controller')
const LandingPagesController = () => import('#controllers/dashboard/landing_pages_controller')
const ContentImagesController = () => import('#controllers/dashboard/content_images_controller')

router
  .group(() => {
    router.resource('sections', SectionsController).except(['show']).where('id', recordIdMatcher())
    router
      .resource('posts', PostsController)
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router.resource('pages', PagesController).except(['show']).where('id', recordIdMatcher())
    router
      .resource('slides', SlidesController)
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router.get('home-sections', [HomeSectionsController, 'edit']).as('home_sections.edit')
    router.put('home-sections', [HomeSectionsController, 'update']).as('home_sections.update')
    // a form added to a home page as a block, and removed again (issue 31 item 1)
    router.post('home-sections', [HomeSectionsController, 'store']).as('home_sections.store')
    router
      .delete('home-sections/:id', [HomeSectionsController, 'destroy'])
      .where('id', recordIdMatcher())
      .as('home_sections.destroy')
    router
      .resource('landing-pages', LandingPagesController)
      .except(['show'])
      .where('id', recordIdMatcher())
      .use(['store', 'update'], withImages)
    router
      .post('content-images', [ContentImagesController, 'store'])
      .as('content_images.store')
      .use(withImages)
    router.get('content-images', [ContentImagesController, 'index']).as('content_images.index')
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
