import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import { contactMessageValidator } from '#validators/contact_message'
import { contentSeo } from '#http/pages/content_seo'
import { ContactMessages } from '#services/contact_messages'

export default class ContactController {
  /** /c/{username}/contact: the form and the merchant's contact details */
  async create(ctx: HttpContext) {
    return ctx.inertia.render('content/contact', {
      seo: contentSeo(ctx, {
        title: 'تواصل معنا',
        description: `راسل ${ctx.website.nameAr}: نرد على رسالتك في أقرب وقت.`,
        path: urlFor('content.contact.create', { username: ctx.website.username }),
      }),
    })
  }

  /** Stores the message for this website only and confirms it to the sender by e-mail. */
  async store({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await ContactMessages.toWebsite(website, data)
    session.flash('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    return response.redirect().back()
  }
}
