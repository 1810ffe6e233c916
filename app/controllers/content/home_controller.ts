import type { HttpContext } from '@adonisjs/core/http'
import { BlogPresenter } from '#services/presenters/blog_presenter'

export default class HomeController {
  async show({ inertia, website }: HttpContext) {
    const posts = await website
      .related('posts')
      .query()
      .whereNotNull('published_at')
      .preload('section')
      .orderBy('published_at', 'desc')
      .limit(12)
    return inertia.render('content/home', { posts: posts.map(BlogPresenter.card) })
  }
}
