// The merchant API's delivery settings (/api/v1/merchant/delivery-settings): what the dashboard's page reads and saves.
import type { HttpContext } from '@adonisjs/core/http'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { DeliverySettingsPresenter } from '#presenters/dashboard/delivery_settings_presenter'
import { deliverySettingsValidator } from '#validators/delivery_settings'

/** The fee (flat or per city), free delivery, pick-up and requested dates, through DeliverySettings. */
export default class MerchantDeliverySettingsController {
  async show({ website }: HttpContext) {
    const form = DeliverySettingsPresenter.form(await DeliverySettings.of(website))
    // the form's text fields as JSON types: no free delivery is null, the lead time a number
    return {
      data: {
        ...form,
        free_above: form.free_above === '' ? null : form.free_above,
        lead_days: Number(form.lead_days),
      },
    }
  }

  async update(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(deliverySettingsValidator)
    await DeliverySettings.save(ctx.website, { ...data, free_above: data.free_above ?? null })
    return this.show(ctx)
  }
}
