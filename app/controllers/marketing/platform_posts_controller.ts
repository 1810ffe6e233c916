import type { HttpContext } from '@adonisjs/core/http'
import { PlatformPosts } from '#services/platform/platform_posts'
import { found } from '#exceptions/domain_error'
import type { Privilege } from '#models/platform_section'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { textParam } from '#http/urls/route_params'
import { pageNumber } from '#http/input/paging'
import { pageMeta } from '#services/catalogue/catalogue_support'

/**
 * The academy (/academy) and the blog (/blogs, /blog/{slug}) are the same screens over two collections;
 * each has a small controller naming its collection.
 */
export abstract class PlatformPostsController {
  protected abstract privilege: Privilege

  async index({ inertia, request }: HttpContext) {
    const privilege = this.privilege
    const category = String(request.input('category', '')) || null
    const page = pageNumber(request.input('page'))

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

    const posts = await PlatformPosts.page(privilege, { category, page })

    return inertia.render('marketing/posts/index', {
      privilege,
      category: active,
      requestedCategory: category,
      sections,
      posts: posts.all().map(PlatformPresenter.postCard),
      popular: popular.map(PlatformPresenter.postCard),
      meta: pageMeta(posts),
    })
  }

  async show({ inertia, params }: HttpContext) {
    const privilege = this.privilege
    const post = found(await PlatformPosts.find(privilege, textParam(params, 'slug')))

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

  private popular(privilege: Privilege, exceptId?: number) {
    return PlatformPosts.popular(privilege, exceptId)
  }

  private sections(privilege: Privilege) {
    return PlatformPosts.sections(privilege)
  }
}
