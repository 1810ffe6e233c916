/*
| Paying an order or a booking online through Moyasar. Nothing the browser says is believed: the server
| fetches the payment with the website's secret key and marks the bill paid only when the payment is
| paid, its amount (halalas) and currency (SAR) are the purchase's, and its metadata names this order
| (or booking) of this website; one payment pays one purchase. Callback, webhook and the expiry job all
| end here, so any of them arriving twice changes nothing the second time.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Booking from '#models/booking'
import OnlinePayment from '#models/online_payment'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import type Website from '#models/website'
import type PaymentGateway from '#models/payment_gateway'
import { DomainError } from '#exceptions/domain_error'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar, type MoyasarPayment } from '#services/payments/moyasar_client'
import { paymentMatches, paymentTaken } from '#services/payments/payment_check'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { sqlUtc } from '#services/sql_time'

/** The ways a customer pays online, as bills record them. */
const ONLINE_METHODS = ['card', 'stcpay', 'applepay'] as const
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(method)

/** Unpaid online orders and bookings are cancelled after this long (a durable job). */
export const UNPAID_ORDER_MINUTES = 30

/** What is paid online: an order or a booking, each with its bill. */
export type PayableKind = 'order' | 'booking'
export type Payable = Order | Booking

const TABLES = { order: 'orders', booking: 'bookings' } as const
/** The bill's (and the attempt's) column naming the purchase. */
export const PURCHASE_KEYS = { order: 'order_id', booking: 'booking_id' } as const
const KEYS = PURCHASE_KEYS

/** What checking a payment concluded. */
export type PaymentOutcome =
  'paid' | 'already_paid' | 'failed' | 'pending' | 'mismatch' | 'cancelled' | 'other_order'

/** The actor name of the history rows written by the gateway and by the expiry job. */
export const GATEWAY_ACTOR = 'الدفع الإلكتروني'
export const SYSTEM_ACTOR = 'النظام'

function methodOf(payment: MoyasarPayment): OnlineMethod {
  if (payment.source?.type === 'stcpay') return 'stcpay'
  if (payment.source?.type === 'applepay') return 'applepay'
  return 'card'
}

const changedRows = (result: unknown) => Number(Array.isArray(result) ? result.length : result)

/** The metadata every payment of a purchase carries (the card form sends the same from the browser). */
export function purchaseMetadata(website: Website, kind: PayableKind, purchase: Payable) {
  return {
    website_id: String(website.id),
    [KEYS[kind]]: String(purchase.id),
    number: String(purchase.number),
  }
}

/** Which purchase of the website a payment's metadata names, if any. */
export function purchaseOf(website: Website, payment: MoyasarPayment) {
  const meta = payment.metadata ?? {}
  if (String(meta.website_id) !== String(website.id)) return null
  for (const kind of ['order', 'booking'] as const) {
    const id = Number(meta[KEYS[kind]])
    if (Number.isSafeInteger(id) && id > 0) return { kind, id }
  }
  return null
}

async function findPurchase(website: Website, kind: PayableKind, id: number): Promise<Payable> {
  if (kind === 'order') {
    return Order.query()
      .where('website_id', website.id)
      .where('id', id)
      .preload('bill')
      .firstOrFail()
  }
  return Booking.query()
    .where('website_id', website.id)
    .where('id', id)
    .preload('bill')
    .firstOrFail()
}

export const OnlinePayments = {
  /** The connected gateway or a refusal (the website disconnected it or lost the plan). */
  async gatewayOf(website: Website): Promise<PaymentGateway> {
    const gateway = await PaymentGateways.active(website)
    if (!gateway) throw new DomainError('payment_gateway_missing')
    return gateway
  },

  /** Fetches payment `paymentId` and applies it to this purchase of the website. */
  async settle(website: Website, kind: PayableKind, id: number, paymentId: string) {
    const gateway = await this.gatewayOf(website)
    const payment = await Moyasar.fetchPayment(PaymentGateways.secretKeyOf(gateway), paymentId)
    return this.applyTo(website, kind, id, payment)
  },

  settleOrder(website: Website, orderId: number, paymentId: string) {
    return this.settle(website, 'order', orderId, paymentId)
  },

  async applyTo(
    website: Website,
    kind: PayableKind,
    id: number,
    payment: MoyasarPayment
  ): Promise<PaymentOutcome> {
    const purchase = await findPurchase(website, kind, id)
    const named = purchaseOf(website, payment)
    const matches =
      named?.kind === kind &&
      paymentMatches(payment, {
        amount: purchase.total,
        metadata: { website_id: String(website.id), [KEYS[kind]]: String(purchase.id) },
      })
    const key = kind === 'order' ? 'orderId' : 'bookingId'

    return db.transaction(async (trx) => {
      // one payment belongs to one purchase: another one's payment id is refused before anything
      const known = await OnlinePayment.query({ client: trx })
        .where('website_id', website.id)
        .where('payment_id', payment.id)
        .first()
      if (known && known[key] !== purchase.id) return 'other_order'
      if (!matches) return 'mismatch'
      const row = known ?? new OnlinePayment().useTransaction(trx)
      row.merge({
        websiteId: website.id,
        orderId: kind === 'order' ? purchase.id : null,
        bookingId: kind === 'booking' ? purchase.id : null,
        paymentId: payment.id,
        method: methodOf(payment),
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        refunded: payment.refunded ?? 0,
        message: payment.source?.message?.slice(0, 255) ?? null,
      })
      await row.save()
      if (payment.status === 'failed') return 'failed'
      if (!paymentTaken(payment)) return 'pending'
      if (purchase.bill?.status === 'paid') return 'already_paid'
      if (purchase.status === 'cancel') return 'cancelled'
      return this.markPaid(trx, website, kind, purchase, payment)
    })
  },

  /** The bill paid by this payment, once (the UPDATE matches an unpaid bill of a live purchase only). */
  async markPaid(
    trx: TransactionClientContract,
    website: Website,
    kind: PayableKind,
    purchase: Payable,
    payment: MoyasarPayment
  ): Promise<PaymentOutcome> {
    const live = await trx
      .from(TABLES[kind])
      .where('website_id', website.id)
      .where('id', purchase.id)
      .whereNot('status', 'cancel')
      .first()
    if (!live) return 'cancelled'
    const now = DateTime.utc()
    const method = methodOf(payment)
    const changed = await trx
      .from('bills')
      .where('website_id', website.id)
      .where(KEYS[kind], purchase.id)
      .where('status', 'unpaid')
      .update({
        status: 'paid',
        paid_at: sqlUtc(now),
        payment_method: method,
        payment_id: payment.id,
        updated_at: sqlUtc(now),
      })
    if (changedRows(changed) === 0) return 'already_paid'
    await trx
      .from(TABLES[kind])
      .where('website_id', website.id)
      .where('id', purchase.id)
      .update({ payment_method: method })
    const gateway = { id: null, name: GATEWAY_ACTOR }
    await recordPurchaseEvent(trx, website, gateway, kind, purchase.id, {
      action: 'paid',
      fromStatus: purchase.status,
      paymentMethod: method,
    })
    await WebhookEvents.purchase(trx, website.id, kind, purchase.id, 'paid', { paid_with: method })
    return 'paid'
  },

  /** The latest attempt of a purchase (its page shows the message when it failed). */
  lastAttempt(website: Website, kind: PayableKind, id: number) {
    return OnlinePayment.query()
      .where('website_id', website.id)
      .where(KEYS[kind], id)
      .orderBy('id', 'desc')
      .first()
  },

  /**
   * Starts an STC Pay payment from the server (the secret key; the customer's mobile) and keeps it as
   * the purchase's attempt; the customer then types the OTP STC Pay sent.
   */
  async startStcPay(
    website: Website,
    kind: PayableKind,
    purchase: Payable,
    mobile: string,
    callbackUrl: string
  ) {
    const gateway = await this.gatewayOf(website)
    const noun = kind === 'order' ? 'طلب' : 'حجز'
    const payment = await Moyasar.createPayment(PaymentGateways.secretKeyOf(gateway), {
      amount: purchase.total,
      currency: 'SAR',
      description: `${website.nameAr} - ${noun} رقم ${purchase.number}`,
      callback_url: callbackUrl,
      metadata: purchaseMetadata(website, kind, purchase),
      source: { type: 'stcpay', mobile },
    })
    await this.applyTo(website, kind, purchase.id, payment)
    if (payment.status === 'failed') {
      throw new DomainError('payment_failed', { message: payment.source?.message ?? '' })
    }
    return payment
  },

  /** STC Pay's OTP: sent to the payment's transaction_url, then the payment is fetched and applied. */
  async confirmStcPay(website: Website, kind: PayableKind, purchase: Payable, otp: string) {
    const attempt = await this.lastAttempt(website, kind, purchase.id)
    if (!attempt || attempt.method !== 'stcpay' || attempt.status !== 'initiated') {
      throw new DomainError('payment_not_found')
    }
    const gateway = await this.gatewayOf(website)
    const payment = await Moyasar.fetchPayment(
      PaymentGateways.secretKeyOf(gateway),
      attempt.paymentId
    )
    if (payment.source?.transaction_url) {
      await Moyasar.sendOtp(payment.source.transaction_url, otp)
    }
    return this.settle(website, kind, purchase.id, attempt.paymentId)
  },
}
