// /api/v1 a website's public calls: page visits and the blog, slides, home page, website and pages (?username=).
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { siteTypeQueryValidator, slugQueryValidator, visitValidator } from '#validators/api_queries'
import { str, nstr, ref, siteType, page, paginated } from '#start/routes/api_helpers'

const SiteController = () => import('#controllers/api/v1/site_controller')

router
  .group(() => {
    for (const [path, name] of [
      ['/vistor', 'api.visits.store'],
      ['/visitor', 'api.visits.store_alias'],
    ] as const) {
      doc(router.post(path, [SiteController, 'visit']).as(name), {
        tag: 'merchant',
        summary:
          'Record a page view of a website (SPEC.md spells it /vistor; /visitor is the same)',
        body: visitValidator,
        responses: { 201: t.object({ status: t.bool() }) },
        errors: [404],
      })
    }

    // ---- the merchant's public calls (?username=)
    router
      .group(() => {
        doc(router.get('/postcount', [SiteController, 'postcount']).as('api.post_counts.index'), {
          tag: 'merchant',
          summary: 'Blog sections with their post counts',
          responses: { 200: t.object({ sections: t.array(ref('Section')) }) },
          etag: true,
        })
        doc(router.get('/blogs', [SiteController, 'blogs']).as('api.blogs.index'), {
          tag: 'merchant',
          summary: 'Posts of a section (slug) or of the whole blog, newest first',
          queryValidator: slugQueryValidator,
          query: { slug: { description: 'a section (with its sub-sections)' }, page },
          responses: {
            200: paginated('blogs', ref('PostCard'), {
              section: t.nullable(t.object({ id: t.int(), title: str(), slug: str() })),
            }),
          },
          etag: true,
        })
        doc(router.get('/blog', [SiteController, 'blog']).as('api.blogs.show'), {
          tag: 'merchant',
          summary: 'One post with the previous and next posts',
          queryValidator: slugQueryValidator,
          query: { slug: { required: true, description: 'the post' } },
          responses: {
            200: t.object({
              blog: t.object({
                id: t.int(),
                title: str(),
                slug: str(),
                content: str(),
                description: nstr(),
                image: nstr(),
                keywords: nstr(),
                meta_keywords: nstr(),
                date: t.nullable(t.date()),
                section: t.nullable(t.object({ title: str(), slug: str() })),
                categories: t.array(t.object({ title: str(), slug: str() })),
                previous: t.nullable(t.object({ slug: str(), title: str() })),
                next: t.nullable(t.object({ slug: str(), title: str() })),
                prev_post: t.nullable(t.object({ slug: str(), title: str() })),
                next_post: t.nullable(t.object({ slug: str(), title: str() })),
              }),
            }),
          },
          etag: true,
        })
        doc(router.get('/sections', [SiteController, 'sections']).as('api.blog_sections.index'), {
          tag: 'merchant',
          summary: 'Blog sections and their sub-sections',
          responses: { 200: t.object({ sections: t.array(ref('Section')) }) },
          etag: true,
        })
        doc(router.get('/slides', [SiteController, 'slides']).as('api.slides.index'), {
          tag: 'merchant',
          summary: 'Slides of the storefront (order) or of the content site',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: { 200: t.object({ slides: t.array(ref('Slide')) }) },
          etag: true,
        })
        doc(router.get('/newblogs', [SiteController, 'newblogs']).as('api.recent_blogs.index'), {
          tag: 'merchant',
          summary: 'The latest posts',
          responses: { 200: t.object({ recent_blogs: t.array(ref('PostCard')) }) },
          etag: true,
        })
        doc(router.get('/homepage', [SiteController, 'homepage']).as('api.home_page.show'), {
          tag: 'merchant',
          summary: 'The home blocks in order (each with its kind, title and items)',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: {
            200: t.object({
              home_page: t.array(ref('HomeBlock')),
            }),
          },
          etag: true,
        })
        doc(router.get('/website', [SiteController, 'website']).as('api.websites.show'), {
          tag: 'merchant',
          summary: 'The website: name, logo, links, pages, categories, branches, design and legal',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: {
            200: t.object({
              status: t.bool(),
              website: ref('Website'),
              design: t.nullable(ref('Design')),
              legal: ref('Legal'),
              support_content: t.bool(),
            }),
          },
          etag: true,
        })
        doc(router.get('/pages', [SiteController, 'pages']).as('api.site_pages.index'), {
          tag: 'merchant',
          summary: "The website's custom pages",
          responses: {
            200: t.object({
              pages: t.array(
                t.object({ name: str(), slug: str(), in_header: t.bool(), in_footer: t.bool() })
              ),
            }),
          },
          etag: true,
        })
        doc(router.get('/page/:slug', [SiteController, 'page']).as('api.site_pages.show'), {
          tag: 'merchant',
          summary: 'One custom page',
          responses: {
            200: t.object({
              status: t.bool(),
              page: t.object({
                name: str(),
                slug: str(),
                image: nstr(),
                description: nstr(),
                content: str(),
              }),
            }),
          },
          etag: true,
        })
      })
      .use(middleware.apiWebsite())
  })
  .prefix(API_PREFIX)
