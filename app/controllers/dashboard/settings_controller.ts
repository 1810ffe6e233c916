import type { HttpContext } from '@adonisjs/core/http'
import { publicUrl } from '#http/urls/urls'
import { WebsiteSettingsPresenter } from '#presenters/dashboard/website_settings_presenter'
import { WebsiteSettings } from '#services/websites/website_settings'
import { taxModeOf } from '#services/invoices/tax_mode'
import { websiteSettingsValidator } from '#validators/website_settings'
import { forWebsite } from '#validators/website_scope'

/** /dashboard/{username}/settings: the website's names, logo, links, legal data and username. */
export default class SettingsController {
  async edit({ inertia, request, website }: HttpContext) {
    return inertia.render('dashboard/settings/edit', {
      settings: WebsiteSettingsPresenter.settings(website),
      invoicing: WebsiteSettingsPresenter.invoicing(await taxModeOf(website)),
      // the public addresses are previewed with the username being typed
      origin: publicUrl(request, ''),
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(websiteSettingsValidator, forWebsite(website))
    await WebsiteSettings.update(website, { ...data, logo: data.logo?.tmpPath })
    session.flash('success', 'تم حفظ الإعدادات')
    // a new username moves the dashboard too
    return response.redirect().toRoute('dashboard.settings.edit', { username: website.username })
  }
}
