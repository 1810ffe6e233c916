/*
| Moyasar's webhook of one website (POST /o/{username}/payments/webhook): payment_paid, payment_failed
| (Moyasar spells it payment_faild too) and payment_refunded. The secret_token is compared in constant
| time; each event id is handled once; the body is never believed: the payment is fetched with the
| secret key and applied as the callback applies it, so a customer who closed the tab is still paid.
*/
import { createHash, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar } from '#services/payments/moyasar_client'
import { OnlinePayments, purchaseOf, type PaymentOutcome } from '#services/payments/online_payments'
import { PaymentRefunds } from '#services/payments/payment_refunds'

export const WEBHOOK_EVENTS = [
  'payment_paid',
  'payment_failed',
  'payment_faild',
  'payment_refunded',
] as const

interface WebhookBody {
  id?: unknown
  type?: unknown
  secret_token?: unknown
  data?: { id?: unknown } | null
}

/** Equal strings, compared over their hashes so neither the length nor a prefix leaks. */
function sameSecret(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return expected.length > 0 && timingSafeEqual(a, b)
}

type WebhookResult = PaymentOutcome | 'replayed' | 'ignored' | 'refund_synced' | 'no_gateway'

export const PaymentWebhooks = {
  async receive(website: Website, body: WebhookBody): Promise<WebhookResult> {
    const eventId = typeof body.id === 'string' ? body.id.slice(0, 64) : ''
    const type = typeof body.type === 'string' ? body.type : ''
    const paymentId = typeof body.data?.id === 'string' ? body.data.id.slice(0, 64) : ''
    if (!eventId || !paymentId) throw new DomainError('payment_webhook_invalid')
    // a website that disconnected Moyasar (or lost the plan) takes nothing; the gateway need not retry
    const gateway = await PaymentGateways.active(website)
    if (!gateway) return 'no_gateway'
    const token = typeof body.secret_token === 'string' ? body.secret_token : ''
    if (!sameSecret(token, PaymentGateways.webhookTokenOf(gateway))) {
      throw new DomainError('payment_webhook_forbidden')
    }
    if (!(WEBHOOK_EVENTS as readonly string[]).includes(type)) return 'ignored'

    // each event once: a replay inserts nothing (ON CONFLICT DO NOTHING keeps a PostgreSQL
    // transaction usable, where a failed INSERT would abort it)
    const client = db.connection()
    const inserted = await client
      .knexQuery()
      .table('payment_webhook_events')
      .insert({
        website_id: website.id,
        event_id: eventId,
        type,
        payment_id: paymentId,
        created_at: DateTime.utc().toFormat(client.dialect.dateTimeFormat),
      })
      .onConflict(['website_id', 'event_id'])
      .ignore()
      .returning('id')
    const rows = Array.isArray(inserted) ? inserted : ((inserted as any)?.rows ?? [])
    if (rows.length === 0) return 'replayed'

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
  },
}
