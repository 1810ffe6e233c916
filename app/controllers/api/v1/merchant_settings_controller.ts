// The merchant API's website settings (/api/v1/merchant/settings): what the dashboard's settings page reads and saves.
import type { HttpContext } from '@adonisjs/core/http'
import { WebsiteSettingsPresenter } from '#presenters/dashboard/website_settings_presenter'
import { WebsiteSettings } from '#services/websites/website_settings'
import { taxModeOf } from '#services/invoices/tax_mode'
import { websiteSettingsValidator } from '#validators/website_settings'
import { storeOpeningValidator } from '#validators/store_opening'
import { StoreOpening } from '#services/websites/store_opening'
import { forWebsite } from '#validators/website_scope'

/** Names, links, legal data and username through WebsiteSettings; the logo stays the dashboard's. */
export default class MerchantSettingsController {
  async show({ website }: HttpContext) {
    return {
      data: {
        ...WebsiteSettingsPresenter.settings(website),
        invoicing: WebsiteSettingsPresenter.invoicing(await taxModeOf(website)),
        // the "افتح المتجر" switch: closed, visitors see the coming-soon page
        store_open: website.isOpen,
      },
    }
  }

  async update(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(websiteSettingsValidator, forWebsite(ctx.website))
    await WebsiteSettings.update(ctx.website, { ...data, logo: undefined })
    return this.show(ctx)
  }

  /** PUT /settings/store-opening {"open": true}: the dashboard's switch (StoreOpening). */
  async opening(ctx: HttpContext) {
    const { open } = await ctx.request.validateUsing(storeOpeningValidator)
    await StoreOpening.set(ctx.website, open)
    return this.show(ctx)
  }
}
