// The merchant API's contact messages (/api/v1/merchant/messages): ContactInbox, as the dashboard's inbox.
import type { HttpContext } from '@adonisjs/core/http'
import { merchantResourceController } from '#http/api/merchant_resource'
import { ContactInbox } from '#services/dashboard/contact_inbox'
import { MessagePresenter } from '#presenters/dashboard/message_presenter'
import { messageReadValidator } from '#validators/dashboard_message'
import { toApi } from '#http/api/api'

const present = (message: Parameters<typeof MessagePresenter.full>[0]) =>
  toApi(MessagePresenter.full(message)) as Record<string, unknown>

/**
 * Listed newest first (`read=false`: the unread ones), read one by one, marked read or unread, deleted.
 * Reading one by GET changes nothing (a GET is safe): an app marks it read with PATCH {read: true}.
 */
export default class MerchantMessagesController extends merchantResourceController({
  name: 'messages',
  list: (website, qs) =>
    website
      .related('contactMessages')
      .query()
      .if(qs.read === 'false', (query) => query.whereNull('read_at'))
      .if(qs.read === 'true', (query) => query.whereNotNull('read_at')),
  find: (website, id) => ContactInbox.find(website, id),
  present,
  destroy: (website, id) => ContactInbox.remove(website, id),
}) {
  async mark(ctx: HttpContext) {
    await ContactInbox.find(ctx.website, Number(ctx.params.id))
    const { read } = await ctx.request.validateUsing(messageReadValidator)
    return { data: present(await ContactInbox.markRead(ctx.website, Number(ctx.params.id), read)) }
  }
}
