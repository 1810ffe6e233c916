import type { HttpContext } from '@adonisjs/core/http'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { DeliverySettingsPresenter } from '#presenters/dashboard/delivery_settings_presenter'
import { deliverySettingsValidator } from '#validators/delivery_settings'

/** /dashboard/{username}/delivery-settings: the delivery fee, free delivery, pick-up and requested dates. */
export default class DeliverySettingsController {
  async edit({ inertia, website }: HttpContext) {
    const hasBranches = !!(await website.related('branches').query().select('id').first())
    return inertia.render('dashboard/delivery_settings/edit', {
      settings: DeliverySettingsPresenter.form(await DeliverySettings.of(website)),
      days: DeliverySettingsPresenter.days(),
      hasBranches,
      username: website.username,
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(deliverySettingsValidator)
    await DeliverySettings.save(website, { ...data, free_above: data.free_above ?? null })
    session.flash('success', 'تم حفظ إعدادات التوصيل')
    return response.redirect().toRoute('dashboard.delivery_settings.edit', {
      username: website.username,
    })
  }
}
