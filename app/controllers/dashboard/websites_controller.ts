import type { HttpContext } from '@adonisjs/core/http'
import { AuthPresenter } from '#presenters/auth_presenter'

/**
 * The merchant's home after login (web guard only): a merchant with exactly one website goes straight
 * to its overview; otherwise their websites, paginated, each opening its dashboard.
 */
export default class WebsitesController {
  async index({ auth, inertia, request, response }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const page = Math.max(1, Number(request.qs().page) || 1)
    const websites = await user
      .related('websites')
      .query()
      .preload('plan')
      .orderBy('id', 'asc')
      .paginate(page, 20)

    if (websites.total === 1) {
      // (a ?page beyond the first finds no row, yet still means that one website)
      const only = websites.all()[0] ?? (await user.related('websites').query().firstOrFail())
      return response.redirect().toRoute('dashboard.overview.show', { username: only.username })
    }

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
