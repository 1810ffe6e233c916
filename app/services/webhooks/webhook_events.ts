// Webhook events: stored as deliveries and durable jobs inside the transaction of the change they tell of.
import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order from '#models/order'
import Booking from '#models/booking'
import type Product from '#models/product'
import type ContactMessage from '#models/contact_message'
import type FormSubmission from '#models/form_submission'
import { jobs } from '#services/jobs/jobs'

/** The events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.paid',
  // an order's fulfilment step (issue 36): confirmed, preparing, ready, out_for_delivery, delivered
  'order.step_changed',
  // all or part of an online payment given back (issue 29 item 7): the row's payment says how much
  'order.refunded',
  'booking.created',
  'booking.status_changed',
  'booking.paid',
  'booking.refunded',
  'message.created',
  'product.updated',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** A delivery is retried (the runner's backoff: 30 s doubling, then hourly) for a day. */
const DELIVERY_WINDOW_MS = 24 * 3600_000
const DELIVERY_MAX_ATTEMPTS = 40

/** The webhook-id of a message: the same for each attempt, so a receiver can drop a repeat. */
const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`

/** Queues the job that sends one delivery (a day of retries), in the caller's transaction if any. */
export function dispatchDelivery(deliveryId: number, trx?: TransactionClientContract) {
  return jobs.dispatch(
    'webhook.deliver',
    { deliveryId },
    {
      trx,
      maxAttempts: DELIVERY_MAX_ATTEMPTS,
      expiresAt: Date.now() + DELIVERY_WINDOW_MS,
    }
  )
}

export const WebhookEvents = {
  /**
   * One delivery (and its job) per active endpoint of the website that subscribed to the event, in
   * `trx`: a change that rolls back sends nothing, one that commits is sent by the job runners.
   * The body follows the Standard Webhooks shape: {type, timestamp, data}.
   */
  async emit(
    trx: TransactionClientContract,
    websiteId: number,
    event: WebhookEvent,
    data: Record<string, unknown>
  ) {
    const endpoints = await trx
      .from('webhook_endpoints')
      .where('website_id', websiteId)
      .where('is_active', true)
      .select('id', 'events')
    const subscribed = endpoints.filter((row) => JSON.parse(row.events).includes(event))
    if (subscribed.length === 0) return
    const now = Date.now()
    const payload = JSON.stringify({ type: event, timestamp: new Date(now).toISOString(), data })
    for (const endpoint of subscribed) {
      const [inserted] = await trx
        .table('webhook_deliveries')
        .insert({
          website_id: websiteId,
          endpoint_id: endpoint.id,
          event,
          message_id: newMessageId(),
          payload,
          status: 'pending',
          attempts: 0,
          created_at: now,
        })
        .returning('id')
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
      await dispatchDelivery(id, trx)
    }
  },

  /** order.created / booking.created, status_changed, paid, refunded or step_changed: the purchase as the API's list shows it. */
  async purchase(
    trx: TransactionClientContract,
    websiteId: number,
    kind: 'order' | 'booking',
    id: number,
    change: 'created' | 'status_changed' | 'paid' | 'refunded' | 'step_changed',
    extra: Record<string, unknown> = {}
  ) {
    const event = `${kind}.${change}` as WebhookEvent
    if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) return
    if (!(await this.anyEndpoint(trx, websiteId))) return
    const Model = kind === 'order' ? Order : Booking
    // typed as orders: bookings have the same two relations
    const purchase = await (
      Model.query({ client: trx }) as unknown as ModelQueryBuilderContract<typeof Order>
    )
      .where('website_id', websiteId)
      .where('id', id)
      .preload('customer')
      .preload('bill')
      .first()
    if (!purchase) return
    // loaded here: the presenters import the purchase desk, which emits these events
    const { MerchantApiPresenter } = await import('#presenters/merchant_api_presenter')
    const data =
      kind === 'order'
        ? MerchantApiPresenter.orderRow(purchase as Order)
        : MerchantApiPresenter.bookingRow(purchase as unknown as Booking)
    await this.emit(trx, websiteId, event, { ...data, ...extra })
  },

  async messageCreated(trx: TransactionClientContract, message: ContactMessage) {
    await this.emit(trx, message.websiteId, 'message.created', {
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
    })
  },

  /** A merchant form's submission is a message too: the same event, with the form and its answers. */
  async formSubmitted(trx: TransactionClientContract, submission: FormSubmission) {
    await this.emit(trx, submission.websiteId, 'message.created', {
      id: submission.id,
      kind: 'form',
      form: { id: submission.formId, title: submission.formTitle },
      answers: submission.answers.map(({ key, label, type, value }) => ({
        key,
        label,
        type,
        // a file is named, never addressed: it is opened from the dashboard
        value: value && typeof value === 'object' && !Array.isArray(value) ? value.name : value,
      })),
    })
  },

  async productUpdated(trx: TransactionClientContract, product: Product) {
    if (!(await this.anyEndpoint(trx, product.websiteId))) return
    const { MerchantApiPresenter } = await import('#presenters/merchant_api_presenter')
    await this.emit(
      trx,
      product.websiteId,
      'product.updated',
      MerchantApiPresenter.product(product)
    )
  },

  /** Whether the website has any active endpoint (most have none: then nothing is read or written). */
  async anyEndpoint(trx: TransactionClientContract, websiteId: number) {
    const row = await trx
      .from('webhook_endpoints')
      .where('website_id', websiteId)
      .where('is_active', true)
      .select('id')
      .first()
    return !!row
  },
}
