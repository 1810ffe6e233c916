// What a list of articles shows of one: a merchant's blog post, or the platform's academy or blog post.
import type Post from '#models/post'
import type PlatformPost from '#models/platform_post'

/** The Article columns a card shows, with its section's title and slug (when preloaded). */
export function articleCardOf(post: Post | PlatformPost) {
  return {
    title: post.title,
    slug: post.slug,
    description: post.description,
    image: post.image,
    publishedAt: post.publishedAt?.toISO() ?? null,
    section: post.section ? { title: post.section.title, slug: post.section.slug } : null,
  }
}
