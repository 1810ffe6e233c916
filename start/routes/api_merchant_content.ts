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
import { homeFormBlockValidator, homeSectionsValidator } from '#validators/home_sections'
import { resourceRoutes } from '#start/routes/api_merchant_resource'
import { id } from '#start/routes/api_helpers'
import { HOME_SECTION_KINDS } from '#models/home_section'

const SectionsController = () => import('#controllers/api/v1/merchant_blog_sections_controller')
const PostsController = () => import('#controllers/api/v1/merchant_posts_controller')
const PagesController = () => import('#controllers/api/v1/merchant_pages_controller')
const SlidesController = () => import('#controllers/api/v1/merchant_slides_controller')
const LandingController = () => import('#controllers/api/v1/merchant_landing_pages_controller')
const HomeController = () => import('#controllers/api/v1/merchant_home_sections_controller')

const every = ['index', 'show', 'store', 'update', 'destroy'] as const

/** A home block as the merchant API shows it; a `form` block is the one kind added and removed. */
const homeBlock = t.object({
  id: t.int(),
  kind: t.enum(HOME_SECTION_KINDS),
  label: t.string(),
  title: t.nullable(t.string()),
  visible: t.bool(),
  form_id: t.nullable(t.int()),
  form_missing: t.bool(),
  removable: t.bool(),
})
/** Both sites' blocks in order (content: empty without the content site). */
const homeBlocks = t.object({
  data: t.object({ store: t.array(homeBlock), content: t.array(homeBlock) }),
})
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
      note: 'Within the plan; the body is cleaned against the rich-text allowlist. formId: one of the website’s active forms, shown under the content (null: none; another website’s or a hidden form: 422).',
      data: t.object({
        id: t.int(),
        name: t.string(),
        slug: t.string(),
        description: t.string(),
        content: t.string(),
        placement: t.enum(['header', 'footer', 'none']),
        formId: t.nullable(t.int()),
      }),
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
        responses: { 200: homeBlocks },
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
        responses: { 200: homeBlocks },
        errors: [403],
      }
    )
    doc(
      router
        .post('/home-sections', [HomeController, 'store'])
        .as('api.merchant.home_sections.store')
        .use(middleware.apiKey({ scope: 'content:write' })),
      {
        tag: 'merchant',
        summary:
          "Add a form block at the end of a site's home: form_id is one of the website's active forms (another website's or a hidden one: 422; the same form twice: 422) (scope content:write)",
        auth: true,
        body: homeFormBlockValidator,
        responses: { 201: homeBlocks },
        errors: [403],
      }
    )
    doc(
      router
        .delete('/home-sections/:id', [HomeController, 'destroy'])
        .where('id', id)
        .as('api.merchant.home_sections.destroy')
        .use(middleware.apiKey({ scope: 'content:write' })),
      {
        tag: 'merchant',
        summary:
          "Remove an added form block (a site's own blocks are hidden instead: 422; another website's: 404) (scope content:write)",
        auth: true,
        responses: { 200: homeBlocks },
        errors: [403, 404],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
