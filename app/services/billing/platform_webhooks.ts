/*
| The platform's own Moyasar webhook (POST /billing/moyasar/webhook): the events of plan payments made to
| the platform's account. Read, checked and handled once by the same protocol module as the websites'
| webhooks (moyasar_webhook.ts); the body is never believed: the payment is fetched with the platform's
| secret key and applied by PlanBilling.applyPayment, the callback's own path (amount, SAR, metadata
| checked there by paymentMatches). So a plan paid while the merchant's browser closed is still settled,
| and the callback and the webhook, in either order, make one paid checkout and one period.
*/
import Website from '#models/website'
import SubscriptionPayment from '#models/subscription_payment'
import { Moyasar } from '#services/payments/moyasar_client'
import {
  checkSecretToken,
  handleEventOnce,
  readWebhook,
  type WebhookBody,
} from '#services/payments/moyasar_webhook'
import { PlanBilling, type BillingOutcome } from '#services/billing/plan_billing'
import { PlatformAccount } from '#services/billing/platform_account'

type PlatformWebhookResult = BillingOutcome | 'replayed' | 'ignored'

/** A positive integer id from a metadata value (as the card form sends it: a string). */
function idOf(value: unknown) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null
}

export const PlatformWebhooks = {
  async receive(body: WebhookBody): Promise<PlatformWebhookResult> {
    const { eventId, type, paymentId, known } = readWebhook(body)
    checkSecretToken(body, PlatformAccount.webhookSecret())
    if (!known) return 'ignored'
    const { secret } = PlatformAccount.keys()

    return handleEventOnce(
      'platform_webhook_events',
      { event_id: eventId, type, payment_id: paymentId },
      ['event_id'],
      async (): Promise<PlatformWebhookResult> => {
        const payment = await Moyasar.fetchPayment(secret, paymentId)
        // the website and the checkout the payment names; the checkout is looked up through the website
        const websiteId = idOf(payment.metadata?.website_id)
        const checkoutId = idOf(payment.metadata?.plan_checkout_id)
        const website = websiteId ? await Website.find(websiteId) : null
        if (!website || !checkoutId) return 'mismatch'
        const checkout = await SubscriptionPayment.query()
          .where('website_id', website.id)
          .where('id', checkoutId)
          .first()
        if (!checkout) return 'mismatch'
        return PlanBilling.applyPayment(website, checkout, payment)
      }
    )
  },
}
