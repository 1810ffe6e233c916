import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { PageService } from '#services/content_admin/page_service'
import { PlanLimits } from '#services/plans/plan_limits'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { pageValidator } from '#validators/page'
import { FormAdmin } from '#services/forms/form_admin'
import { forWebsite } from '#validators/website_scope'

/** Every save here ends on the pages page with its notice. */
const saved = savesTo('dashboard.pages.index')

/** The active forms the page form offers as a block under the content. */
async function formChoices(website: HttpContext['website']) {
  const forms = await FormAdmin.choices(website)
  return forms.map((form) => ({ id: form.id, title: form.title }))
}

/** /dashboard/{username}/pages: custom pages and where the sites' menus list them. */
export default class PagesController {
  async index({ inertia, website }: HttpContext) {
    const [pages, limit] = await Promise.all([
      PageService.list(website),
      PlanLimits.limitOf(website, 'manage_pages'),
    ])
    const used = pages.length
    return inertia.render('dashboard/pages/index', {
      pages: pages.map((page) => ContentPresenter.pageRow(page)),
      plan: PlanLimits.usage(limit, used),
    })
  }

  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/pages/create', {
      forms: await formChoices(website),
      defaults: {
        name: '',
        slug: '',
        description: '',
        content: '',
        placement: 'header' as 'header' | 'footer' | 'none',
        formId: null as number | null,
      },
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(pageValidator, forWebsite(website))
    await PageService.create(website, input)
    return saved({ response, session, website }, 'تمت إضافة الصفحة')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const page = await PageService.find(website, params.id)
    return inertia.render('dashboard/pages/edit', {
      page: ContentPresenter.pageForm(page),
      forms: await formChoices(website),
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    const page = await PageService.find(website, params.id)
    const input = await request.validateUsing(pageValidator, forWebsite(website, page.id))
    await PageService.update(website, page.id, input)
    return saved({ response, session, website }, 'تم حفظ الصفحة')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await PageService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف الصفحة')
  }
}
