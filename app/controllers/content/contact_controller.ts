import type { HttpContext } from '@adonisjs/core/http'
import { contactMessageValidator } from '#validators/contact_message'
import { contentSeo } from '#services/content/seo'

export default class ContactController {
  /** /c/{username}/contact: the form and the merchant's contact details */
  async create(ctx: HttpContext) {
    return ctx.inertia.render('content/contact', {
      seo: contentSeo(ctx, {
        title: 'تواصل معنا',
        description: `راسل ${ctx.website.nameAr}: نرد على رسالتك في أقرب وقت.`,
        path: `${ctx.contentSite.base}/contact`,
      }),
    })
  }

  /** Stores the message for this website only; the merchant reads it in the dashboard. */
  async store({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await website.related('contactMessages').create(data)
    session.flash('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    return response.redirect().back()
  }
}
