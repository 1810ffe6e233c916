import type { HttpContext } from '@adonisjs/core/http'
import { AuthPresenter } from '#presenters/auth_presenter'

/** The merchant's home after login: their websites with links (web guard only). */
export default class WebsitesController {
  async index({ auth, inertia, request }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const page = Math.max(1, Number(request.qs().page) || 1)
    const websites = await user
      .related('websites')
      .query()
      .preload('plan')
      .orderBy('id', 'asc')
      .paginate(page, 20)

    return inertia.render('dashboard/index', {
      websites: websites.all().map((website) => AuthPresenter.website(request, website)),
      pagination: {
        page: websites.currentPage,
        lastPage: websites.lastPage,
        total: websites.total,
      },
    })
  }
}
