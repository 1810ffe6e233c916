// /api/v1 public calls of the marketing site: the platform's posts, sections, plans, pages and landing pages.
import router from '@adonisjs/core/services/router'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import {
  plansQueryValidator,
  platformPostsQueryValidator,
  privilegeQueryValidator,
} from '#validators/api_queries'
import { str, nstr, ref, page, paginated } from '#start/routes/api_helpers'

const MarketingController = () => import('#controllers/api/v1/marketing_controller')

router
  .group(() => {
    doc(router.get('/website/posts', [MarketingController, 'posts']).as('api.posts.index'), {
      tag: 'marketing',
      summary: 'Academy or blog posts of the platform, newest first',
      queryValidator: platformPostsQueryValidator,
      query: {
        category: { description: 'category slug' },
        limit: { description: 'page size (2 for the footer)' },
        page,
      },
      responses: { 200: paginated('posts', ref('PlatformPostCard')) },
      etag: true,
    })
    doc(router.get('/website/posts/:slug', [MarketingController, 'post']).as('api.posts.show'), {
      tag: 'marketing',
      summary: 'One academy or blog post',
      queryValidator: privilegeQueryValidator,
      responses: {
        200: t.object({
          post: t.object({
            slug: str(),
            title: str(),
            description: nstr(),
            image: nstr(),
            published_at: t.nullable(t.date()),
            date: t.nullable(t.date()),
            section: t.nullable(t.object({ title: str(), slug: str() })),
            categories: t.array(t.object({ title: str(), slug: str() })),
            keywords: nstr(),
            meta_keywords: nstr(),
            content: str(),
            next_post: t.nullable(t.object({ slug: str(), title: str() })),
            prev_post: t.nullable(t.object({ slug: str(), title: str() })),
          }),
        }),
      },
      etag: true,
    })
    doc(
      router.get('/website/sections', [MarketingController, 'sections']).as('api.sections.index'),
      {
        tag: 'marketing',
        summary: 'Categories of the academy or the blog with their post counts',
        queryValidator: privilegeQueryValidator,
        responses: {
          200: t.object({
            sections: t.array(
              t.object({
                slug: str(),
                title: str(),
                post_count: t.int(),
                children: t.array(t.object({ slug: str(), title: str(), post_count: t.int() })),
              })
            ),
          }),
        },
        etag: true,
      }
    )
    doc(router.get('/website/plans', [MarketingController, 'plans']).as('api.plans.index'), {
      tag: 'marketing',
      summary: 'Subscription plans with their prices and features',
      queryValidator: plansQueryValidator,
      query: { limit: { description: '2 for the home page teaser' } },
      responses: {
        200: t.object({
          plans: t.array(
            t.object({
              code: str(),
              name: str(),
              description: nstr(),
              trial_days: t.nullable(t.int()),
              is_default: t.bool(),
              price: t.object({
                monthly: t.nullable(t.money()),
                yearly: t.nullable(t.money()),
                once: t.nullable(t.money()),
                free: nstr(),
              }),
              features: t.map({ type: ['integer', 'boolean', 'string', 'null'] }),
              feature_list: t.array(
                t.object({ feature: str(), label: str(), value: { type: ['string', 'boolean'] } })
              ),
              price_monthly: t.money(),
              price_yearly: t.money(),
            })
          ),
        }),
      },
      etag: true,
    })
    doc(router.get('/website/page/:slug', [MarketingController, 'page']).as('api.pages.show'), {
      tag: 'marketing',
      summary: 'A static page of the platform',
      responses: {
        200: t.object({
          page: t.object({
            slug: str(),
            title: str(),
            description: nstr(),
            keywords: nstr(),
            author: nstr(),
            url: str({ format: 'uri' }),
            site_name: str(),
            content: str(),
          }),
        }),
      },
      etag: true,
    })
    doc(
      router.get('/landing/view/:slug', [MarketingController, 'landing']).as('api.landing.show'),
      {
        tag: 'marketing',
        summary: 'A landing (menu) page and its items grouped by group name',
        responses: {
          200: t.object({
            status: t.literal('success'),
            message: t.nullable(str()),
            landing_page: t.object(
              {
                slug: str(),
                title: str(),
                title_en: nstr(),
                description: nstr(),
                logo: nstr(),
                background_image: nstr(),
                background_color: str(),
                text_color: str(),
                text_activecolor: str(),
                btn_color: str(),
                btn_hovercolor: str(),
                website: nstr(),
                another_website: nstr(),
                snapchat_url: nstr(),
                instagram_url: nstr(),
                facebook_url: nstr(),
                twitter_url: nstr(),
                tiktok_url: nstr(),
                youtube_url: nstr(),
                linkedin_url: nstr(),
                telegram_url: nstr(),
                email: nstr(),
                phone: nstr(),
                enable_qr: t.bool(),
                qrcode: t.nullable(str({ description: 'the QR image of the page (SVG data URI)' })),
              },
              []
            ),
            items: t.array(
              t.object({
                name: str(),
                items: t.array(
                  t.object({ name: str(), calories: t.nullable(t.int()), price: t.money() })
                ),
              })
            ),
          }),
        },
        etag: true,
      }
    )
  })
  .prefix(API_PREFIX)
