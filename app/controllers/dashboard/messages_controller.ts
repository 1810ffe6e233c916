import type { HttpContext } from '@adonisjs/core/http'
import { ContactInbox } from '#services/dashboard/contact_inbox'
import { MessagePresenter } from '#presenters/dashboard/message_presenter'
import { messageReadValidator } from '#validators/dashboard_message'
import { pageNumber } from '#http/paging'

/** /dashboard/{username}/messages: the content site's contact messages of this website. */
export default class MessagesController {
  async index({ inertia, request, website }: HttpContext) {
    const page = pageNumber(request.input('page'))
    const messages = await ContactInbox.list(website, page)
    return inertia.render('dashboard/messages/index', {
      messages: messages.all().map((message) => MessagePresenter.row(message)),
      meta: {
        currentPage: messages.currentPage,
        lastPage: messages.lastPage,
        total: messages.total,
      },
    })
  }

  /** Opening a message marks it read. */
  async show({ inertia, params, website }: HttpContext) {
    const message = await ContactInbox.markRead(website, Number(params.id))
    return inertia.render('dashboard/messages/show', { message: MessagePresenter.full(message) })
  }

  async update({ request, params, response, session, website }: HttpContext) {
    const { read } = await request.validateUsing(messageReadValidator)
    await ContactInbox.markRead(website, Number(params.id), read)
    session.flash('success', read ? 'تم تعليم الرسالة كمقروءة.' : 'تم تعليم الرسالة كغير مقروءة.')
    return response.redirect().toRoute('dashboard.messages.index', { username: website.username })
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await ContactInbox.remove(website, Number(params.id))
    session.flash('success', 'تم حذف الرسالة.')
    return response.redirect().toRoute('dashboard.messages.index', { username: website.username })
  }
}
