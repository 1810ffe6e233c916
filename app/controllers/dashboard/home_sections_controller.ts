import type { HttpContext } from '@adonisjs/core/http'
import { HomeSectionService } from '#services/content_admin/home_section_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { homeSectionsValidator } from '#validators/home_sections'

/** /dashboard/{username}/home-sections: which blocks the two home pages show, and their order. */
export default class HomeSectionsController {
  async edit({ inertia, request, website }: HttpContext) {
    const site = request.input('site') === 'content' ? 'content' : 'store'
    const [store, content] = await Promise.all([
      HomeSectionService.list(website, 'store'),
      website.supportContent ? HomeSectionService.list(website, 'content') : Promise.resolve([]),
    ])
    return inertia.render('dashboard/home_sections/edit', {
      site: site as 'store' | 'content',
      supportContent: website.supportContent,
      store: store.map((block) => HomePresenter.block(block)),
      content: content.map((block) => HomePresenter.block(block)),
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(homeSectionsValidator)
    await HomeSectionService.reorder(website, data.site, data.order, data.hidden)
    session.flash('success', 'تم حفظ ترتيب الصفحة الرئيسية')
    return response
      .redirect()
      .toRoute(
        'dashboard.home_sections.edit',
        { username: website.username },
        { qs: { site: data.site } }
      )
  }
}
