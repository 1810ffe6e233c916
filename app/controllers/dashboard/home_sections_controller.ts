import type { HttpContext } from '@adonisjs/core/http'
import { HomeSectionService } from '#services/content_admin/home_section_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { homeFormBlockValidator, homeSectionsValidator } from '#validators/home_sections'
import { forWebsite } from '#validators/website_scope'

/** /dashboard/{username}/home-sections: which blocks the two home pages show, their order, added forms. */
export default class HomeSectionsController {
  async edit({ inertia, request, website }: HttpContext) {
    const site = request.input('site') === 'content' ? 'content' : 'store'
    const [store, content, forms] = await Promise.all([
      HomeSectionService.list(website, 'store'),
      website.supportContent ? HomeSectionService.list(website, 'content') : Promise.resolve([]),
      HomeSectionService.formChoices(website),
    ])
    return inertia.render('dashboard/home_sections/edit', {
      site: site as 'store' | 'content',
      supportContent: website.supportContent,
      store: store.map((block) => HomePresenter.block(block)),
      content: content.map((block) => HomePresenter.block(block)),
      forms: forms.map((form) => ({ id: form.id, title: form.title })),
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(homeSectionsValidator)
    await HomeSectionService.reorder(website, data.site, data.order, data.hidden)
    session.flash('success', 'تم حفظ ترتيب الصفحة الرئيسية')
    return this.back(response, website.username, data.site)
  }

  /** Adds a form block at the end of the chosen site's home. */
  async store({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(homeFormBlockValidator, forWebsite(website))
    await HomeSectionService.addForm(website, data.site, data.form_id)
    session.flash('success', 'أضيف النموذج إلى آخر الصفحة الرئيسية، رتبه ثم احفظ')
    return this.back(response, website.username, data.site)
  }

  /** Removes an added (form) block; the site's own blocks are refused (they are hidden instead). */
  async destroy({ params, response, session, website }: HttpContext) {
    const { site } = await HomeSectionService.remove(website, params.id)
    session.flash('success', 'حذف النموذج من الصفحة الرئيسية')
    return this.back(response, website.username, site)
  }

  private back(response: HttpContext['response'], username: string, site: 'store' | 'content') {
    return response
      .redirect()
      .toRoute('dashboard.home_sections.edit', { username }, { qs: { site } })
  }
}
