import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { domainErrorBody } from '#http/pages/responses'
import { PaymentWebhooks } from '#services/payments/payment_webhooks'

/**
 * POST /o/{username}/payments/webhook: Moyasar's notifications for this website (no session, no CSRF
 * token: the secret_token in the body is the proof). Always JSON; a handled or replayed event is 200.
 */
export default class PaymentWebhooksController {
  async store({ request, response, website }: HttpContext) {
    try {
      const result = await PaymentWebhooks.receive(website, request.body())
      return response.ok({ received: true, result })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return response.status(error.status).send(domainErrorBody(error))
    }
  }
}
