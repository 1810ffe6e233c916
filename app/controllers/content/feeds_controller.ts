import type { HttpContext } from '@adonisjs/core/http'
import { cardQuery } from '#services/content/post_queries'
import { rssXml } from '#services/content/feed'
import { absoluteUrlFor, publicUrl } from '#http/urls/urls'
import { sitemapXml } from '#services/sitemap'

/** Posts in the feed. */
const FEED_LIMIT = 30

export default class FeedsController {
  /** /c/{username}/sitemap.xml: the site's pages, every section and every published post */
  async sitemap({ request, response, website }: HttpContext) {
    const [sections, posts] = await Promise.all([
      website.related('sections').query().select('slug', 'updated_at').orderBy('sort_order'),
      website
        .related('posts')
        .query()
        .withScopes((scopes) => scopes.published())
        .select('slug', 'updated_at', 'published_at')
        .orderBy('published_at', 'desc'),
    ])
    const url = (name: string, params: Record<string, string> = {}) =>
      absoluteUrlFor(request, name, { username: website.username, ...params })
    const entries = [
      { loc: url('content.home.show'), lastmod: posts[0]?.updatedAt ?? posts[0]?.publishedAt },
      { loc: url('content.posts.index'), lastmod: posts[0]?.updatedAt ?? posts[0]?.publishedAt },
      { loc: url('content.sections.index') },
      { loc: url('content.contact.create') },
      ...sections.map((section) => ({
        loc: url('content.sections.show', { slug: section.slug }),
        lastmod: section.updatedAt,
      })),
      ...posts.map((post) => ({
        loc: url('content.posts.show', { slug: post.slug }),
        lastmod: post.updatedAt ?? post.publishedAt,
      })),
    ]
    response.header('content-type', 'application/xml; charset=utf-8')
    return sitemapXml(entries)
  }

  /** /c/{username}/rss.xml: the newest posts as RSS 2.0 */
  async rss({ request, response, website, contentSite: site }: HttpContext) {
    const [tree, posts] = await Promise.all([site.tree(), cardQuery(website).limit(FEED_LIMIT)])
    const url = (name: string, params: Record<string, string> = {}) =>
      absoluteUrlFor(request, name, { username: website.username, ...params })
    const xml = rssXml({
      title: website.nameAr,
      url: url('content.home.show'),
      selfUrl: url('content.feeds.rss'),
      description: website.description ?? `مدونة ${website.nameAr}`,
      image: website.logo ? publicUrl(request, website.logo) : null,
      items: posts.map((post) => ({
        title: post.title,
        url: url('content.posts.show', { slug: post.slug }),
        description: post.description,
        category: tree.byId(post.sectionId)?.section.title ?? null,
        publishedAt: post.publishedAt!,
      })),
    })
    response.header('content-type', 'application/rss+xml; charset=utf-8')
    return xml
  }
}
