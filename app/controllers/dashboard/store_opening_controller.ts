import type { HttpContext } from '@adonisjs/core/http'
import { StoreOpening } from '#services/websites/store_opening'
import { storeOpeningValidator } from '#validators/store_opening'

/** /dashboard/{username}/store-opening: the switch that opens the store to visitors (or closes it). */
export default class StoreOpeningController {
  async update({ request, response, session, website }: HttpContext) {
    const { open } = await request.validateUsing(storeOpeningValidator)
    await StoreOpening.set(website, open)
    session.flash(
      'success',
      open ? 'فُتح المتجر، ويراه زوارك الآن' : 'أُغلق المتجر، ويرى زوارك صفحة «قريبا»'
    )
    return response.redirect().toRoute('dashboard.overview.show', { username: website.username })
  }
}
