import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { domainErrorBody } from '#http/pages/responses'
import { PlatformWebhooks } from '#services/billing/platform_webhooks'

/**
 * POST /billing/moyasar/webhook: Moyasar's notifications of plan payments to the platform's own account
 * (no session, no CSRF token: the secret_token in the body is the proof). Always JSON; a handled or
 * replayed event is 200, a wrong secret 401.
 */
export default class PlatformWebhooksController {
  async store({ request, response }: HttpContext) {
    try {
      const result = await PlatformWebhooks.receive(request.body())
      return response.ok({ received: true, result })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return response.status(error.status).send(domainErrorBody(error))
    }
  }
}
