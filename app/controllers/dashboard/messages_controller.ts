import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { ContactInbox } from '#services/dashboard/contact_inbox'
import { MessagePresenter } from '#presenters/dashboard/message_presenter'
import { messageReadValidator } from '#validators/dashboard_message'
import { pageNumber } from '#http/input/paging'
import { listPage } from '#services/catalogue/catalogue_support'
import { FormInbox, type FormTab } from '#services/forms/form_inbox'
import { SubmissionPresenter } from '#presenters/form_presenter'

/** Every save here ends on the messages page with its notice. */
const saved = savesTo('dashboard.messages.index')

/** The inbox's tab of `?form=`: a form's id, 'deleted', or null for the contact form. */
function tabOf(value: unknown): FormTab | null {
  if (value === 'deleted') return 'deleted'
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * /dashboard/{username}/messages: the inbox, a tab per form: the contact form's messages (the
 * default), each merchant form's submissions (`?form={id}`), those of deleted forms (`?form=deleted`).
 */
export default class MessagesController {
  async index({ inertia, request, website }: HttpContext) {
    const page = pageNumber(request.input('page'))
    const tab = tabOf(request.input('form'))
    const tabs = await FormInbox.tabs(website)
    const current = tab === 'deleted' || tabs.forms.some((form) => form.id === tab) ? tab : null
    if (current === null) {
      const messages = await ContactInbox.list(website, page)
      return inertia.render('dashboard/messages/index', {
        tabs,
        current,
        ...listPage('messages', messages, (message) => MessagePresenter.row(message)),
        submissions: [],
      })
    }
    const submissions = await FormInbox.list(website, current, page)
    return inertia.render('dashboard/messages/index', {
      tabs,
      current,
      messages: [],
      ...listPage('submissions', submissions, (row) => SubmissionPresenter.row(row)),
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
    return saved(
      { response, session, website },
      read ? 'تم تعليم الرسالة كمقروءة.' : 'تم تعليم الرسالة كغير مقروءة.'
    )
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await ContactInbox.remove(website, Number(params.id))
    return saved({ response, session, website }, 'تم حذف الرسالة.')
  }
}
