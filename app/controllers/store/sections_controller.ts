import type { HttpContext } from '@adonisjs/core/http'
import { StoreBlog } from '#services/store/blog'

/** /category: the blog sections index, only main sections that have posts, each with a post slider. */
export default class SectionsController {
  async index({ inertia, website }: HttpContext) {
    const sections = await StoreBlog.sectionTree(website)
    const tree = sections.filter((main) => main.postCount > 0)
    const posts = await StoreBlog.latestPostsBySection(website, tree)
    return inertia.render('store/sections/index', {
      sections: tree.map((main) => ({
        title: main.title,
        slug: main.slug,
        description: main.description,
        postCount: main.postCount,
        posts: posts.get(main.id) ?? [],
      })),
    })
  }
}
