import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { findPublished, neighbours, paginateCards, related } from '#services/content/post_queries'
import { pagedPath, renderMissing, slugParam } from '#http/pages/content_responses'
import { pageOf } from '#http/input/paging'
import { contentSeo } from '#http/pages/content_seo'
import { BlogPresenter } from '#presenters/blog_presenter'
import { pageMeta } from '#services/catalogue/catalogue_support'

export default class PostsController {
  /** /c/{username}/blogs: every post, 12 a page, with the category sidebar */
  async index(ctx: HttpContext) {
    const { contentSite: site, website } = ctx
    const page = pageOf(ctx)
    const [tree, posts] = await Promise.all([site.tree(), paginateCards(website, page)])
    if (page > 1 && page > posts.lastPage) return renderMissing(ctx, 'الصفحة غير موجودة')

    return ctx.inertia.render('content/posts/index', {
      posts: tree.attachSections(posts.all()).map(BlogPresenter.card),
      meta: pageMeta(posts),
      sections: tree.mains().map(BlogPresenter.section),
      totalPosts: tree.totalPosts,
      seo: contentSeo(ctx, {
        title: 'المدونة',
        path: pagedPath(urlFor('content.posts.index', { username: ctx.website.username }), page),
      }),
    })
  }

  /** /c/{username}/blog/{slug}: one post with its neighbours, share links and related posts */
  async show(ctx: HttpContext) {
    const { contentSite: site, website } = ctx
    const post = await findPublished(website, slugParam(ctx))
    if (!post) return renderMissing(ctx, 'هذا المنشور غير متاح')

    const tree = await site.tree()
    const node = tree.byId(post.sectionId)
    const [{ previous, next }, others] = await Promise.all([
      neighbours(website, post),
      related(website, post, node ? [node.section.id] : []),
    ])
    tree.attachSections([post, ...others])
    const seo = contentSeo(ctx, {
      title: post.title,
      description: post.description,
      keywords: post.keywords,
      image: post.image,
      path: urlFor('content.posts.show', { username: ctx.website.username, slug: post.slug }),
      type: 'article',
    })

    return ctx.inertia.render('content/posts/show', {
      post: BlogPresenter.post(post),
      previous: BlogPresenter.link(previous),
      next: BlogPresenter.link(next),
      related: others.map(BlogPresenter.card),
      sections: tree.mains().map(BlogPresenter.section),
      shareUrl: seo.canonical,
      seo,
    })
  }
}
