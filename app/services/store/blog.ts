import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import type Post from '#models/post'
import type Section from '#models/section'
import { BlogPresenter } from '#presenters/blog_presenter'
import { sanitizeContent } from '#services/sanitize'
import { sqlDateTime } from '#services/sql_time'

export const POSTS_PER_PAGE = 12

export interface SectionNode {
  id: number
  title: string
  slug: string
  image: string | null
  description: string | null
  isEmbedded: boolean
  isFooter: boolean
  isFixed: boolean
  /** posts of the section and of its sub-sections */
  postCount: number
  children: { id: number; title: string; slug: string; postCount: number }[]
}

/** Posts a visitor may read: published, and not scheduled for later. */
function publishedPosts(website: Website) {
  const query = website.related('posts').query()
  const now = sqlDateTime(DateTime.now())
  return query.whereNotNull('published_at').where('published_at', '<=', now)
}

/**
 * The published post just before (or after) a post in publishing order, ties broken by id; its slug
 * and title. `publishedAt` is the post's stored value as a subquery.
 */
function neighbourPost(
  website: Website,
  postId: number,
  publishedAt: ReturnType<typeof db.from>,
  side: 'previous' | 'next'
) {
  const [beyond, order] = side === 'previous' ? (['<', 'desc'] as const) : (['>', 'asc'] as const)
  return publishedPosts(website)
    .where((query) =>
      query
        .where('published_at', beyond, publishedAt)
        .orWhere((same) => same.where('published_at', publishedAt).where('id', beyond, postId))
    )
    .orderBy('published_at', order)
    .orderBy('id', order)
    .select('slug', 'title')
    .first()
}

/**
 * The storefront's blog: sections with post counts, post lists and posts of one website. Every read
 * is a fixed number of queries whatever the number of posts.
 */
export const StoreBlog = {
  /**
   * Main sections in order, each with its sub-sections and post counts (a sub-section's posts count
   * for its main section too). Two queries: the sections and one grouped count.
   */
  async sectionTree(website: Website): Promise<SectionNode[]> {
    const [sections, counts] = await Promise.all([
      website.related('sections').query().orderBy('sort_order').orderBy('id'),
      publishedPosts(website)
        .whereNotNull('section_id')
        .select('section_id')
        .count('* as total')
        .groupBy('section_id'),
    ])
    const countOf = new Map<number, number>(
      counts.map((row) => [Number(row.sectionId), Number(row.$extras.total)])
    )
    const mains = sections.filter((section) => section.type === 'main' || !section.parentId)
    return mains.map((main) => {
      const children = sections
        .filter((section) => section.parentId === main.id)
        .map((child) => ({
          id: child.id,
          title: child.title,
          slug: child.slug,
          postCount: countOf.get(child.id) ?? 0,
        }))
      return {
        id: main.id,
        title: main.title,
        slug: main.slug,
        image: main.image,
        description: main.description,
        isEmbedded: main.isEmbedded,
        isFooter: main.isFooter,
        isFixed: main.isFixed,
        postCount:
          (countOf.get(main.id) ?? 0) + children.reduce((sum, child) => sum + child.postCount, 0),
        children,
      }
    })
  },

  /** A page of posts, newest first, optionally limited to some sections. Two queries (count, page). */
  async posts(website: Website, options: { page: number; sectionIds?: number[] }) {
    const query = publishedPosts(website).preload('section')
    if (options.sectionIds) query.whereIn('section_id', options.sectionIds)
    const page = await query
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(options.page, POSTS_PER_PAGE)
    const meta = page.getMeta()
    return {
      data: page.all().map(BlogPresenter.card),
      meta: {
        currentPage: meta.currentPage,
        lastPage: meta.lastPage,
        total: meta.total,
        perPage: meta.perPage,
      },
    }
  },

  /** The latest posts of each of the given sections, merged per main section (one query). */
  async latestPostsBySection(website: Website, tree: SectionNode[], perSection = 8) {
    const ids = tree.flatMap((main) => [main.id, ...main.children.map((child) => child.id)])
    if (ids.length === 0) return new Map<number, ReturnType<typeof BlogPresenter.card>[]>()
    const sections = await website
      .related('sections')
      .query()
      .whereIn('id', ids)
      .preload('posts', (query) =>
        query
          .where('website_id', website.id)
          .whereNotNull('published_at')
          .where('published_at', '<=', sqlDateTime(DateTime.now()))
          .groupOrderBy('published_at', 'desc')
          .groupLimit(perSection)
      )
    const byId = new Map<number, Section>(sections.map((section) => [section.id, section]))
    const result = new Map<number, ReturnType<typeof BlogPresenter.card>[]>()
    for (const main of tree) {
      const members = [main.id, ...main.children.map((child) => child.id)]
      const posts: Post[] = members.flatMap((id) => byId.get(id)?.posts ?? [])
      posts.sort((a, b) => (b.publishedAt?.toMillis() ?? 0) - (a.publishedAt?.toMillis() ?? 0))
      result.set(
        main.id,
        posts.slice(0, perSection).map((post) => {
          const section = byId.get(post.sectionId ?? 0)
          return {
            ...BlogPresenter.card(post),
            section: section ? { title: section.title, slug: section.slug } : null,
          }
        })
      )
    }
    return result
  },

  /** A published post by slug with its section and the previous and next posts (three queries). */
  async post(website: Website, slug: string) {
    const post = await publishedPosts(website).where('slug', slug).preload('section').first()
    if (!post) return null
    // compared in SQL against the stored value, so SQLite text dates and PostgreSQL timestamps agree
    const publishedAt = db.from('posts').select('published_at').where('id', post.id)
    const [previous, next] = await Promise.all([
      neighbourPost(website, post.id, publishedAt, 'previous'),
      neighbourPost(website, post.id, publishedAt, 'next'),
    ])
    return {
      ...BlogPresenter.card(post),
      keywords: post.keywords,
      content: sanitizeContent(post.content),
      previous: previous ? { slug: previous.slug, title: previous.title } : null,
      next: next ? { slug: next.slug, title: next.title } : null,
    }
  },
}
