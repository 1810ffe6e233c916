import PlatformPost from '#models/platform_post'
import PlatformSection from '#models/platform_section'
import type { Privilege } from '#models/platform_section'
import { PlatformPresenter } from '#presenters/platform_presenter'

const PLATFORM_POSTS_PER_PAGE = 12

/**
 * The platform's academy and blog (two collections of the same posts and categories), read by the
 * marketing pages and by /api/v1/website/posts alike.
 */
export const PlatformPosts = {
  /** A page of published posts, newest first; a main category lists its sub-categories' posts too. */
  async page(
    privilege: Privilege,
    options: { category?: string | null; page: number; perPage?: number }
  ) {
    const query = PlatformPost.query()
      .where('privilege', privilege)
      .whereNotNull('published_at')
      .preload('section')
      .orderBy('published_at', 'desc')
    const category = options.category
    if (category) {
      query.whereHas('section', (section) => {
        section
          .where('slug', category)
          .orWhereHas('parent', (parent) => parent.where('slug', category))
      })
    }
    return query.paginate(options.page, options.perPage ?? PLATFORM_POSTS_PER_PAGE)
  },

  find(privilege: Privilege, slug: string) {
    return PlatformPost.query()
      .where('privilege', privilege)
      .where('slug', slug)
      .whereNotNull('published_at')
      .preload('section')
      .first()
  },

  /** The posts flagged popular, newest first, without the one being read. */
  popular(privilege: Privilege, exceptId?: number) {
    const query = PlatformPost.query()
      .where('privilege', privilege)
      .where('is_popular', true)
      .whereNotNull('published_at')
      .preload('section')
      .orderBy('published_at', 'desc')
      .limit(4)
    if (exceptId) query.whereNot('id', exceptId)
    return query
  },

  /** Main categories with their sub-categories and post counts. */
  async sections(privilege: Privilege) {
    const sections = await PlatformSection.query()
      .where('privilege', privilege)
      .whereNull('parent_id')
      .withCount('posts')
      .preload('children', (children) => children.withCount('posts').orderBy('sort_order'))
      .orderBy('sort_order')
    return sections.map(PlatformPresenter.section)
  },
}
