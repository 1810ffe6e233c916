import type { DateTime } from 'luxon'
import type Post from '#models/post'
import type Section from '#models/section'
import type { SectionNode } from '#services/content/section_tree'
import { sanitizeContent } from '#services/sanitize'

/** The columns of the Article mixin a card reads, with the post's section when it was loaded. */
interface ArticleCardSource {
  title: string
  slug: string
  description: string | null
  image: string | null
  publishedAt: DateTime | null
  section?: { title: string; slug: string } | null
}

/** An article's card (a merchant's post, the platform's academy/blog post): what every post list shows. */
export function articleCard(post: ArticleCardSource) {
  return {
    title: post.title,
    slug: post.slug,
    description: post.description,
    image: post.image,
    publishedAt: post.publishedAt?.toISO() ?? null,
    section: post.section ? { title: post.section.title, slug: post.section.slug } : null,
  }
}

/** Plain data for post lists of a merchant's sites. */
export const BlogPresenter = {
  card(post: Post) {
    return { id: post.id, ...articleCard(post) }
  },

  /** A whole post: the card fields, keywords and the sanitized HTML content. */
  post(post: Post) {
    return {
      ...BlogPresenter.card(post),
      keywords: post.keywords,
      content: sanitizeContent(post.content ?? ''),
      updatedAt: post.updatedAt?.toISO() ?? null,
    }
  },

  /** A previous or next link. */
  link(post: Pick<Post, 'title' | 'slug'> | null) {
    return post ? { title: post.title, slug: post.slug } : null
  },

  /** A section in a list: its published-post count includes the posts of its sub-sections. */
  section(node: SectionNode) {
    return {
      id: node.section.id,
      title: node.section.title,
      slug: node.section.slug,
      description: node.section.description,
      image: node.section.image,
      isMain: node.parent === null,
      postCount: node.totalCount,
      parent: node.parent ? BlogPresenter.sectionLink(node.parent.section) : null,
      children: node.children.map((child) => ({
        ...BlogPresenter.sectionLink(child.section),
        postCount: child.totalCount,
      })),
    }
  },

  sectionLink(section: Section) {
    return { id: section.id, title: section.title, slug: section.slug }
  },
}

export type PostCard = ReturnType<typeof BlogPresenter.card>
export type SectionSummary = ReturnType<typeof BlogPresenter.section>
