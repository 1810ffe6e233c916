import type { HttpContext } from '@adonisjs/core/http'
import { publicUrl } from '#http/urls/urls'
import { OverviewPresenter } from '#presenters/dashboard/overview_presenter'

/** /dashboard/{username}: the website the dashboardWebsite middleware loaded for its owner. */
export default class OverviewController {
  async show({ inertia, request, website }: HttpContext) {
    return inertia.render('dashboard/overview/show', {
      ...(await OverviewPresenter.show(website)),
      // the live sites' addresses are shown in full, so the merchant can copy and share them
      origin: publicUrl(request, ''),
    })
  }
}
