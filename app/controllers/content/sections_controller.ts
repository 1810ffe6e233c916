import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { latestPerGroup, paginateCards } from '#services/content/post_queries'
import { pagedPath, renderMissing, slugParam } from '#http/pages/content_responses'
import { pageOf } from '#http/input/paging'
import { contentSeo } from '#http/pages/content_seo'
import { BlogPresenter } from '#presenters/blog_presenter'
import { pageMeta } from '#services/catalogue/catalogue_support'

/** Posts in each slider of /categories. */
const SLIDER_LIMIT = 8

export default class SectionsController {
  /** /c/{username}/categories: main sections that have posts, each with its newest posts */
  async index(ctx: HttpContext) {
    const { contentSite: site, website } = ctx
    const tree = await site.tree()
    const mains = tree.mains().filter((node) => node.totalCount > 0)
    const latest = await latestPerGroup(
      website,
      mains.map((node) => ({ key: node.section.id, sectionIds: tree.familyIds(node) })),
      SLIDER_LIMIT
    )

    return ctx.inertia.render('content/sections/index', {
      sections: mains.map((node) => ({
        ...BlogPresenter.section(node),
        posts: tree.attachSections(latest.get(node.section.id) ?? []).map(BlogPresenter.card),
      })),
      seo: contentSeo(ctx, {
        title: 'الأقسام',
        path: urlFor('content.sections.index', { username: ctx.website.username }),
      }),
    })
  }

  /** /c/{username}/category/{slug}: a section's posts, those of its sub-sections included */
  async show(ctx: HttpContext) {
    const { contentSite: site, website } = ctx
    const page = pageOf(ctx)
    const tree = await site.tree()
    const node = tree.find(slugParam(ctx))
    if (!node) return renderMissing(ctx, 'القسم غير موجود')

    const posts = await paginateCards(website, page, tree.familyIds(node))
    if (page > 1 && page > posts.lastPage) return renderMissing(ctx, 'الصفحة غير موجودة')
    const section = node.section

    return ctx.inertia.render('content/sections/show', {
      section: BlogPresenter.section(node),
      siblings: (node.parent?.children ?? []).map((sibling) => ({
        ...BlogPresenter.sectionLink(sibling.section),
        postCount: sibling.totalCount,
      })),
      posts: tree.attachSections(posts.all()).map(BlogPresenter.card),
      meta: pageMeta(posts),
      sections: tree.mains().map(BlogPresenter.section),
      seo: contentSeo(ctx, {
        title: section.title,
        description: section.description,
        image: section.image,
        path: pagedPath(
          urlFor('content.sections.show', { username: ctx.website.username, slug: section.slug }),
          page
        ),
      }),
    })
  }
}
