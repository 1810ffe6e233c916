import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import { WEBHOOK_EVENTS } from '#services/webhooks/webhook_events'
import { WebhookPresenter } from '#presenters/dashboard/webhook_presenter'
import { webhookEndpointValidator, webhookStateValidator } from '#validators/api_keys'

/** Every save here ends on the webhooks page with its notice. */
const saved = savesTo('dashboard.webhooks.index')

/**
 * /dashboard/{username}/webhooks: the addresses that are told of the website's events, each with its
 * latest deliveries (status, answer, time) and "send again". A new endpoint's signing secret is shown
 * once.
 */
export default class WebhooksController {
  async index({ inertia, session, website }: HttpContext) {
    const [endpoints, deliveries] = await Promise.all([
      WebhookEndpoints.list(website),
      WebhookEndpoints.deliveries(website),
    ])
    return inertia.render('dashboard/webhooks/index', {
      endpoints: endpoints.map((row) => WebhookPresenter.endpoint(row)),
      deliveries: deliveries.map((row) => WebhookPresenter.delivery(row, endpoints)),
      events: WEBHOOK_EVENTS.map((value) => ({ value, label: WebhookPresenter.eventLabel(value) })),
      created: (session.flashMessages.get('created_webhook') ?? null) as {
        url: string
        secret: string
      } | null,
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(webhookEndpointValidator)
    const { secret } = await WebhookEndpoints.create(website, data)
    session.flash('created_webhook', { url: data.url, secret })
    return saved(
      { response, session, website },
      'تمت إضافة العنوان. انسخ مفتاح التوقيع الآن: لن يظهر مرة أخرى.'
    )
  }

  /** Pauses or resumes an endpoint. */
  async update({ params, request, response, session, website }: HttpContext) {
    const { active } = await request.validateUsing(webhookStateValidator)
    await WebhookEndpoints.setActive(website, Number(params.id), active)
    return saved(
      { response, session, website },
      active ? 'تم تفعيل العنوان.' : 'تم إيقاف العنوان مؤقتا.'
    )
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await WebhookEndpoints.destroy(website, Number(params.id))
    return saved({ response, session, website }, 'تم حذف العنوان وسجل إرساله.')
  }

  /** "Send again": the delivery's message goes out once more. */
  async resend({ params, response, session, website }: HttpContext) {
    await WebhookEndpoints.resend(website, Number(params.id))
    return saved({ response, session, website }, 'ستعاد محاولة الإرسال خلال لحظات.')
  }
}
