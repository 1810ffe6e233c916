import type { HttpContext } from '@adonisjs/core/http'
import PlatformPost from '#models/platform_post'
import PlatformSection from '#models/platform_section'
import type { Privilege } from '#models/platform_section'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { textParam } from '#http/route_params'

const PER_PAGE = 12

/**
 * The academy (/academy) and the blog (/blogs, /blog/{slug}) are the same screens over two collections;
 * each has a small controller naming its collection.
 */
export abstract class PlatformPostsController {
  protected abstract privilege: Privilege

  async index({ inertia, request }: HttpContext) {
    const privilege = this.privilege
    const category = String(request.input('category', '')) || null
    const page = Math.max(1, Number(request.input('page', 1)) || 1)

    const [sections, popular] = await Promise.all([
      this.sections(privilege),
      this.popular(privilege),
    ])
    // the active category may be a main category or one of their sub-categories
    const active = category
      ? (sections.find((s) => s.slug === category) ??
        sections
          .flatMap((s) => s.children.map((child) => ({ ...child, children: [] })))
          .find((s) => s.slug === category) ??
        null)
      : null

    const query = PlatformPost.query()
      .where('privilege', privilege)
      .whereNotNull('published_at')
      .preload('section')
      .orderBy('published_at', 'desc')
    if (category) {
      // a main category lists the posts of its sub-categories too
      query.whereHas('section', (section) => {
        section
          .where('slug', category)
          .orWhereHas('parent', (parent) => parent.where('slug', category))
      })
    }
    const posts = await query.paginate(page, PER_PAGE)

    return inertia.render('marketing/posts/index', {
      privilege,
      category: active,
      requestedCategory: category,
      sections,
      posts: posts.all().map(PlatformPresenter.postCard),
      popular: popular.map(PlatformPresenter.postCard),
      meta: { currentPage: posts.currentPage, lastPage: posts.lastPage, total: posts.total },
    })
  }

  async show({ inertia, params }: HttpContext) {
    const privilege = this.privilege
    const post = await PlatformPost.query()
      .where('privilege', privilege)
      .where('slug', textParam(params, 'slug'))
      .whereNotNull('published_at')
      .preload('section')
      .firstOrFail()

    const [sections, popular] = await Promise.all([
      this.sections(privilege),
      this.popular(privilege, post.id),
    ])

    return inertia.render('marketing/posts/show', {
      privilege,
      post: PlatformPresenter.post(post),
      sections,
      popular: popular.map(PlatformPresenter.postCard),
    })
  }

  /** The posts flagged popular, newest first, without the one being read. */
  private popular(privilege: Privilege, exceptId?: number) {
    const query = PlatformPost.query()
      .where('privilege', privilege)
      .where('is_popular', true)
      .whereNotNull('published_at')
      .preload('section')
      .orderBy('published_at', 'desc')
      .limit(4)
    if (exceptId) query.whereNot('id', exceptId)
    return query
  }

  /** Main categories with their sub-categories and post counts, for the side list. */
  private async sections(privilege: Privilege) {
    const sections = await PlatformSection.query()
      .where('privilege', privilege)
      .whereNull('parent_id')
      .withCount('posts')
      .preload('children', (children) => children.withCount('posts').orderBy('sort_order'))
      .orderBy('sort_order')
    return sections.map(PlatformPresenter.section)
  }
}
