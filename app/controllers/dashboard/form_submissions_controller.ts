import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { FormInbox, exportLine } from '#services/forms/form_inbox'
import { FormAdmin } from '#services/forms/form_admin'
import { SubmissionPresenter } from '#presenters/form_presenter'
import { messageReadValidator } from '#validators/dashboard_message'
import { attachment, csvStream } from '#http/input/csv'
import { STORE_TIMEZONE } from '#services/booking/availability'

/** Flashes `message`, then back to the inbox filtered on the submission's form (or on deleted forms). */
function backToInbox(
  { response, session, website }: Pick<HttpContext, 'response' | 'session' | 'website'>,
  submission: { formId: number | null },
  message: string
) {
  session.flash('success', message)
  return response
    .redirect()
    .toRoute(
      'dashboard.messages.index',
      { username: website.username },
      { qs: { form: submission.formId ?? 'deleted' } }
    )
}

/** A form's submissions in the messages inbox: one opened (and read), marked, deleted, its files, the CSV. */
export default class FormSubmissionsController {
  async show({ inertia, params, website }: HttpContext) {
    const submission = await FormInbox.markRead(website, params.id)
    return inertia.render('dashboard/messages/submission', {
      submission: SubmissionPresenter.full(website.username, submission),
    })
  }

  async update({ request, params, response, session, website }: HttpContext) {
    const { read } = await request.validateUsing(messageReadValidator)
    const submission = await FormInbox.markRead(website, params.id, read)
    return backToInbox(
      { response, session, website },
      submission,
      read ? 'تم تعليم الرسالة كمقروءة.' : 'تم تعليم الرسالة كغير مقروءة.'
    )
  }

  async destroy({ params, response, session, website }: HttpContext) {
    const submission = await FormInbox.find(website, params.id)
    await FormInbox.remove(website, submission.id)
    return backToInbox({ response, session, website }, submission, 'تم حذف الرسالة.')
  }

  /** A file a visitor attached: only through here, to the people of this website. */
  async file({ params, request, response, website }: HttpContext) {
    const found = await FormInbox.file(website, params.id, String(request.input('key') ?? ''))
    if (!found) return response.notFound('الملف غير موجود')
    response.header('Content-Type', found.file.mime)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'private, no-store')
    response.header(
      'Content-Disposition',
      `inline; filename="file.${found.file.key.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(found.file.name)}`
    )
    return response.send(found.bytes)
  }

  /** The form's submissions as CSV: a column per label any version of the form showed. */
  async export({ params, response, website }: HttpContext) {
    const form = await FormAdmin.find(website, params.id)
    const labels = await FormInbox.exportHeader(website, form)
    const socket = response.response
    const stopped = () => socket.destroyed || socket.writableEnded
    async function* rows() {
      for await (const chunk of FormInbox.exportChunks(website, form, stopped)) {
        yield chunk.map((submission) => exportLine(submission, labels, STORE_TIMEZONE))
      }
    }
    const today = DateTime.now().setZone(STORE_TIMEZONE).toFormat('yyyy-MM-dd')
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', attachment(`form-${form.id}-${today}.csv`))
    response.stream(csvStream(['التاريخ', ...labels], rows()))
  }
}
