import type { HttpContext } from '@adonisjs/core/http'
import { ContactMessages } from '#services/contact_messages'
import { contactMessageValidator } from '#validators/contact_message'

export default class ContactController {
  async create({ inertia }: HttpContext) {
    return inertia.render('marketing/contact', {})
  }

  async store({ request, response, session }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await ContactMessages.toPlatform(data)
    session.flash('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    return response.redirect().back()
  }
}
