import type { HttpContext } from '@adonisjs/core/http'
import { cardQuery } from '#services/content/post_queries'
import { rssXml } from '#services/content/feed'
import { publicUrl } from '#services/public_url'
import { sitemapXml } from '#services/sitemap'

/** Posts in the feed. */
const FEED_LIMIT = 30

export default class FeedsController {
  /** /c/{username}/sitemap.xml: the site's pages, every section and every published post */
  async sitemap({ request, response, website, contentSite: site }: HttpContext) {
    const [sections, posts] = await Promise.all([
      website.related('sections').query().select('slug', 'updated_at').orderBy('sort_order'),
      website
        .related('posts')
        .query()
        .withScopes((scopes) => scopes.published())
        .select('slug', 'updated_at', 'published_at')
        .orderBy('published_at', 'desc'),
    ])
    const url = (path: string) => publicUrl(request, `${site.base}${path}`)
    const entries = [
      { loc: url(''), lastmod: posts[0]?.updatedAt ?? posts[0]?.publishedAt },
      { loc: url('/blogs'), lastmod: posts[0]?.updatedAt ?? posts[0]?.publishedAt },
      { loc: url('/categories') },
      { loc: url('/contact') },
      ...sections.map((section) => ({
        loc: url(`/category/${section.slug}`),
        lastmod: section.updatedAt,
      })),
      ...posts.map((post) => ({
        loc: url(`/blog/${post.slug}`),
        lastmod: post.updatedAt ?? post.publishedAt,
      })),
    ]
    response.header('content-type', 'application/xml; charset=utf-8')
    return sitemapXml(entries)
  }

  /** /c/{username}/rss.xml: the newest posts as RSS 2.0 */
  async rss({ request, response, website, contentSite: site }: HttpContext) {
    const [tree, posts] = await Promise.all([site.tree(), cardQuery(website).limit(FEED_LIMIT)])
    const url = (path: string) => publicUrl(request, `${site.base}${path}`)
    const xml = rssXml({
      title: website.nameAr,
      url: url(''),
      selfUrl: url('/rss.xml'),
      description: website.description ?? `مدونة ${website.nameAr}`,
      image: website.logo ? publicUrl(request, website.logo) : null,
      items: posts.map((post) => ({
        title: post.title,
        url: url(`/blog/${post.slug}`),
        description: post.description,
        category: tree.byId(post.sectionId)?.section.title ?? null,
        publishedAt: post.publishedAt!,
      })),
    })
    response.header('content-type', 'application/rss+xml; charset=utf-8')
    return xml
  }
}
