import type { HttpContext } from '@adonisjs/core/http'
import PlatformMessage from '#models/platform_message'
import { contactMessageValidator } from '#validators/contact_message'

export default class ContactController {
  async create({ inertia }: HttpContext) {
    return inertia.render('marketing/contact', {})
  }

  async store({ request, response, session }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await PlatformMessage.create(data)
    session.flash('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    return response.redirect().back()
  }
}
