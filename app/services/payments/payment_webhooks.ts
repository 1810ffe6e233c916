/*
| Moyasar's webhook of one website (POST /o/{username}/payments/webhook): payment_paid, payment_failed
| (Moyasar spells it payment_faild too) and payment_refunded. The secret_token is compared in constant
| time; each event id is handled once; the body is never believed: the payment is fetched with the
| secret key and applied as the callback applies it, so a customer who closed the tab is still paid.
| The protocol itself (body, secret_token, replays) is app/services/payments/moyasar_webhook.ts.
*/
import type Website from '#models/website'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar } from '#services/payments/moyasar_client'
import { OnlinePayments, purchaseOf, type PaymentOutcome } from '#services/payments/online_payments'
import { PaymentRefunds } from '#services/payments/payment_refunds'
import {
  checkSecretToken,
  readWebhook,
  handleEventOnce,
  type WebhookBody,
} from '#services/payments/moyasar_webhook'

type WebhookResult = PaymentOutcome | 'replayed' | 'ignored' | 'refund_synced' | 'no_gateway'

export const PaymentWebhooks = {
  async receive(website: Website, body: WebhookBody): Promise<WebhookResult> {
    const { eventId, type, paymentId, known } = readWebhook(body)
    // a website that disconnected Moyasar (or lost the plan) takes nothing; the gateway need not retry
    const gateway = await PaymentGateways.active(website)
    if (!gateway) return 'no_gateway'
    checkSecretToken(body, PaymentGateways.webhookTokenOf(gateway))
    if (!known) return 'ignored'

    // each event once: a replay inserts nothing
    return handleEventOnce(
      'payment_webhook_events',
      { website_id: website.id, event_id: eventId, type, payment_id: paymentId },
      ['website_id', 'event_id'],
      async (): Promise<WebhookResult> => {
        const payment = await Moyasar.fetchPayment(PaymentGateways.secretKeyOf(gateway), paymentId)
        const named = purchaseOf(website, payment)
        if (!named) return 'mismatch'
        const relation = named.kind === 'order' ? 'orders' : 'bookings'
        const exists = await website.related(relation).query().where('id', named.id).first()
        if (!exists) return 'mismatch'
        if (type === 'payment_refunded') {
          await PaymentRefunds.syncFromGateway(website, named.kind, named.id, payment)
          return 'refund_synced'
        }
        return OnlinePayments.applyTo(website, named.kind, named.id, payment)
      }
    )
  },
}
