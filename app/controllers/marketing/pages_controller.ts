import type { HttpContext } from '@adonisjs/core/http'
import PlatformPage from '#models/platform_page'
import Plan from '#models/plan'
import Website from '#models/website'
import { PlatformPresenter } from '#services/presenters/platform_presenter'
import { priceDisplay } from '#services/plan_comparison'

export default class PagesController {
  /** /page/{slug}: a stored static page, or the not-found message with 404. */
  async show({ inertia, params, response }: HttpContext) {
    const page = await PlatformPage.findBy('slug', params.slug)
    if (!page) {
      response.status(404)
      return inertia.render('marketing/pages/show', { page: null })
    }
    return inertia.render('marketing/pages/show', { page: PlatformPresenter.page(page) })
  }

  async about({ inertia }: HttpContext) {
    const page = await PlatformPage.findByOrFail('slug', 'about')
    return inertia.render('marketing/pages/about', { page: PlatformPresenter.page(page) })
  }

  /** /demo: the live demo websites and what each shows. */
  async demo({ inertia }: HttpContext) {
    const [websites, plans] = await Promise.all([
      Website.query().whereIn('username', ['demo', 'nakheel']).where('not_found', false),
      Plan.query().orderBy('sort_order'),
    ])
    return inertia.render('marketing/pages/demo', {
      websites: websites.map((website) => ({
        username: website.username,
        name: website.nameAr,
        description: website.description,
        logo: website.logo,
        supportContent: website.supportContent,
      })),
      plans: plans.map((plan) => ({ code: plan.code, name: plan.name, price: priceDisplay(plan) })),
    })
  }
}
