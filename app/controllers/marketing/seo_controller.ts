import type { HttpContext } from '@adonisjs/core/http'
import PlatformPost from '#models/platform_post'
import PlatformPage from '#models/platform_page'
import AppCategory from '#models/app_category'
import MarketplaceApp from '#models/marketplace_app'
import LandingPage from '#models/landing_page'
import { absoluteUrlFor } from '#http/urls/urls'
import { sitemapXml } from '#services/sitemap'

export default class SeoController {
  async sitemap({ request, response }: HttpContext) {
    const [posts, pages, categories, apps, landings] = await Promise.all([
      PlatformPost.query().whereNotNull('published_at').select('privilege', 'slug', 'updated_at'),
      PlatformPage.query().select('slug', 'updated_at'),
      AppCategory.query().select('slug'),
      MarketplaceApp.query().select('title', 'updated_at'),
      LandingPage.query()
        .whereHas('website', (website) => website.where('not_found', false))
        .select('slug', 'updated_at'),
    ])
    const fixed = [
      'marketing.home.show',
      'marketing.plans.index',
      'marketing.academy.index',
      'marketing.blog.index',
      'marketing.apps.index',
      'marketing.pages.about',
      'marketing.pages.demo',
      'marketing.contact.create',
    ]
    const entries = [
      ...fixed.map((name) => ({ loc: absoluteUrlFor(request, name) })),
      ...pages
        .filter((page) => page.slug !== 'about')
        .map((page) => ({
          loc: absoluteUrlFor(request, 'marketing.pages.show', { slug: page.slug }),
          lastmod: page.updatedAt,
        })),
      ...categories.map((category) => ({
        loc: absoluteUrlFor(request, 'marketing.apps.category', { slug: category.slug }),
      })),
      ...apps.map((app) => ({
        loc: absoluteUrlFor(request, 'marketing.apps.show', { title: app.title }),
        lastmod: app.updatedAt,
      })),
      ...landings.map((landing) => ({
        loc: absoluteUrlFor(request, 'marketing.landing.show', { slug: landing.slug }),
        lastmod: landing.updatedAt,
      })),
      ...posts.map((post) => ({
        loc: absoluteUrlFor(
          request,
          post.privilege === 'academy' ? 'marketing.academy.show' : 'marketing.blog.show',
          { slug: post.slug }
        ),
        lastmod: post.updatedAt,
      })),
    ]
    response.header('content-type', 'application/xml; charset=utf-8')
    return sitemapXml(entries)
  }

  async robots({ request, response }: HttpContext) {
    response.header('content-type', 'text/plain; charset=utf-8')
    return [
      'User-agent: *',
      'Disallow: /dashboard',
      `Sitemap: ${absoluteUrlFor(request, 'marketing.seo.sitemap')}`,
      '',
    ].join('\n')
  }
}
