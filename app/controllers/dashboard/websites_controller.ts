import type { HttpContext } from '@adonisjs/core/http'
import { AuthPresenter } from '#presenters/auth_presenter'
import { StaffAccess } from '#services/staff/staff_access'
import { pageNumber } from '#http/input/paging'

/**
 * The merchant's home after login (web guard only): a person with exactly one website (owned or as
 * staff) goes straight to its overview; otherwise their websites, paginated, each opening its dashboard.
 */
export default class WebsitesController {
  async index({ auth, inertia, request, response }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const page = pageNumber(request.input('page'))
    // the websites they own and those whose staff they are
    const websites = await StaffAccess.websitesOf(user)
      .preload('plan')
      .orderBy('id', 'asc')
      .paginate(page, 20)

    if (websites.total === 1) {
      // (a ?page beyond the first finds no row, yet still means that one website)
      const only = websites.all()[0] ?? (await StaffAccess.websitesOf(user).firstOrFail())
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
