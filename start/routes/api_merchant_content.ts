/*
| The merchant API's content under /api/v1/merchant: blog sections, posts, custom pages, slides, the
| home page's blocks and the landing (menu) pages, each over the dashboard's service and validator.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { sectionValidator } from '#validators/section'
import { postValidator } from '#validators/post'
import { pageValidator } from '#validators/page'
import { createSlideValidator, updateSlideValidator } from '#validators/slide'
import { landingPageValidator } from '#validators/landing_page'
import { homeSectionsValidator } from '#validators/home_sections'
import { resourceRoutes } from '#start/routes/api_merchant_resource'

const SectionsController = () => import('#controllers/api/v1/merchant_blog_sections_controller')
const PostsController = () => import('#controllers/api/v1/merchant_posts_controller')
const PagesController = () => import('#controllers/api/v1/merchant_pages_controller')
const SlidesController = () => import('#controllers/api/v1/merchant_slides_controller')
const LandingController = () => import('#controllers/api/v1/merchant_landing_pages_controller')
const HomeController = () => import('#controllers/api/v1/merchant_home_sections_controller')

const every = ['index', 'show', 'store', 'update', 'destroy'] as const
const content = { read: 'content:read', write: 'content:write', actions: [...every] } as const

router
  .group(() => {
    resourceRoutes(SectionsController, {
      ...content,
      path: 'blog-sections',
      name: 'blog_sections',
      noun: 'blog section',
      plural: 'blog sections (main and sub-sections)',
      validator: sectionValidator,
      note: 'A main section with sub-sections is not deleted until they are moved (422).',
      errors: [422],
    })
    resourceRoutes(PostsController, {
      ...content,
      path: 'posts',
      name: 'posts',
      noun: 'blog post (draft or published)',
      plural: 'blog posts (status: published or draft)',
      validator: postValidator,
      query: { status: t.enum(['published', 'draft']) },
      note: 'Within the plan (manage_content); the body is cleaned against the rich-text allowlist.',
    })
    resourceRoutes(PagesController, {
      ...content,
      path: 'pages',
      name: 'pages',
      noun: 'custom page',
      plural: 'custom pages',
      validator: pageValidator,
      note: 'Within the plan; the body is cleaned against the rich-text allowlist.',
    })
    resourceRoutes(SlidesController, {
      ...content,
      path: 'slides',
      name: 'slides',
      noun: 'slide (multipart: a new one needs its image)',
      plural: 'slides of the store banner and the content slider (site: store or content)',
      validator: createSlideValidator,
      updateValidator: updateSlideValidator,
      multipart: ['store', 'update'],
      query: { site: t.enum(['store', 'content']) },
    })
    resourceRoutes(LandingController, {
      ...content,
      path: 'landing-pages',
      name: 'landing_pages',
      noun: 'landing (menu) page with its items',
      plural: 'landing (menu) pages',
      validator: landingPageValidator,
      note: 'Within the plan (landing_pages); the menu is saved whole.',
    })
    doc(
      router
        .get('/home-sections', [HomeController, 'show'])
        .as('api.merchant.home_sections.show')
        .use(middleware.apiKey({ scope: 'content:read' })),
      {
        tag: 'merchant',
        summary:
          "The home page's blocks of the store and the content site, in order (scope content:read)",
        auth: true,
        responses: { 200: t.object({ data: t.map() }) },
        errors: [403],
      }
    )
    doc(
      router
        .put('/home-sections', [HomeController, 'update'])
        .as('api.merchant.home_sections.update')
        .use(middleware.apiKey({ scope: 'content:write' })),
      {
        tag: 'merchant',
        summary:
          "Reorder a site's home blocks (every block id, in order) and hide some (scope content:write)",
        auth: true,
        body: homeSectionsValidator,
        responses: { 200: t.object({ data: t.map() }) },
        errors: [403],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
