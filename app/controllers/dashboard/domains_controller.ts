// /dashboard/{username}/domains: the website's subdomain and custom domains (issue 30 item 2).
import type { HttpContext } from '@adonisjs/core/http'
import { PlanLimits } from '#services/plans/plan_limits'
import { CustomDomains, DOMAINS_PER_WEBSITE } from '#services/domains/custom_domains'
import { DomainsPresenter } from '#presenters/dashboard/domains_presenter'
import { customDomainValidator } from '#validators/custom_domain'

export default class DomainsController {
  /** The addresses; without the plan's custom_domain, a word on the plans instead of the form. */
  async index({ inertia, website }: HttpContext) {
    const [allowed, hasSubdomain] = await Promise.all([
      PlanLimits.hasFeature(website, 'custom_domain'),
      PlanLimits.hasFeature(website, 'subdomain'),
    ])
    const rows = allowed ? await CustomDomains.list(website) : []
    return inertia.render('dashboard/domains/index', {
      allowed,
      subdomain: DomainsPresenter.subdomainOf(website.username, hasSubdomain),
      domains: rows.map(DomainsPresenter.row),
      limit: DOMAINS_PER_WEBSITE,
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const { domain } = await request.validateUsing(customDomainValidator)
    const row = await CustomDomains.add(website, domain)
    session.flash('success', `أضفنا ${row.domain}. أنشئ السجلات المذكورة ثم اضغط «تحقق الآن».`)
    return response.redirect().toRoute('dashboard.settings.domains.index', {
      username: website.username,
    })
  }

  async verify({ params, response, session, website }: HttpContext) {
    const row = await CustomDomains.verify(website, params.id)
    session.flash('success', `تم التحقق من ${row.domain}، وصار موقعك يعمل عليه.`)
    return response.redirect().toRoute('dashboard.settings.domains.index', {
      username: website.username,
    })
  }

  async primary({ params, response, session, website }: HttpContext) {
    const row = await CustomDomains.makePrimary(website, params.id)
    session.flash('success', `صار ${row.domain} العنوان الرئيسي لموقعك.`)
    return response.redirect().toRoute('dashboard.settings.domains.index', {
      username: website.username,
    })
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await CustomDomains.remove(website, params.id)
    session.flash('success', 'تم حذف النطاق')
    return response.redirect().toRoute('dashboard.settings.domains.index', {
      username: website.username,
    })
  }
}
