import type { HttpContext } from '@adonisjs/core/http'
import { StoreBlog } from '#services/store/blog'
import { pageNumber } from '#http/input/paging'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { publicUrl, urlFor } from '#http/urls/urls'
import { textParam } from '#http/urls/route_params'

/** The storefront's blog (websites with content support only; the route group checks it). */
export default class BlogsController {
  /** /blogs: every post, newest first, with the sections sidebar and its post counts. */
  async index({ inertia, request, website }: HttpContext) {
    const [sections, posts] = await Promise.all([
      StoreBlog.sectionTree(website),
      StoreBlog.posts(website, { page: pageNumber(request.input('page')) }),
    ])
    return inertia.render('store/blogs/index', { sections, posts, section: null })
  }

  /** /category/{slug}: one section's posts (a main section includes its sub-sections' posts). */
  async section(ctx: HttpContext) {
    const { inertia, request, website } = ctx
    const sections = await StoreBlog.sectionTree(website)
    const slug = textParam(ctx.params, 'slug')
    const main = sections.find(
      (node) => node.slug === slug || node.children.some((child) => child.slug === slug)
    )
    if (!main) return renderStoreNotFound(ctx, 'القسم غير موجود')
    const active = main.slug === slug ? main : main.children.find((child) => child.slug === slug)!
    const sectionIds =
      active === main ? [main.id, ...main.children.map((child) => child.id)] : [active.id]
    const posts = await StoreBlog.posts(website, {
      page: pageNumber(request.input('page')),
      sectionIds,
    })
    return inertia.render('store/blogs/index', {
      sections,
      posts,
      section: {
        title: active.title,
        slug: active.slug,
        parent: active === main ? null : { title: main.title, slug: main.slug },
        children: main.children,
      },
    })
  }

  /** /blogs/{slug}: one post with the previous and next ones. */
  async show(ctx: HttpContext) {
    const post = await StoreBlog.post(ctx.website, textParam(ctx.params, 'slug'))
    if (!post) return renderStoreNotFound(ctx, STORE_NOT_FOUND.post)
    return ctx.inertia.render('store/blogs/show', {
      post,
      canonical: publicUrl(
        ctx.request,
        urlFor('store.blogs.show', { username: ctx.website.username, slug: post.slug })
      ),
    })
  }
}
