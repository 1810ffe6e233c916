import type { HttpContext } from '@adonisjs/core/http'
import PlatformPost from '#models/platform_post'
import PlatformPage from '#models/platform_page'
import AppCategory from '#models/app_category'
import MarketplaceApp from '#models/marketplace_app'
import LandingPage from '#models/landing_page'
import { publicUrl } from '#services/public_url'
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
    const fixed = ['/', '/plans', '/academy', '/blogs', '/apps', '/about', '/demo', '/contact']
    const entries = [
      ...fixed.map((path) => ({ loc: publicUrl(request, path) })),
      ...pages
        .filter((page) => page.slug !== 'about')
        .map((page) => ({
          loc: publicUrl(request, `/page/${page.slug}`),
          lastmod: page.updatedAt,
        })),
      ...categories.map((category) => ({ loc: publicUrl(request, `/apps/${category.slug}`) })),
      ...apps.map((app) => ({
        loc: publicUrl(request, `/app/${app.title}`),
        lastmod: app.updatedAt,
      })),
      ...landings.map((landing) => ({
        loc: publicUrl(request, `/l/${landing.slug}`),
        lastmod: landing.updatedAt,
      })),
      ...posts.map((post) => ({
        loc: publicUrl(
          request,
          `/${post.privilege === 'academy' ? 'academy' : 'blog'}/${post.slug}`
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
      `Sitemap: ${publicUrl(request, '/sitemap.xml')}`,
      '',
    ].join('\n')
  }
}
