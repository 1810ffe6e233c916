/*
| Paying an order online through Moyasar. Nothing the browser says is believed: the server fetches the
| payment with the website's secret key and marks the bill paid only when the payment is paid, its
| amount (halalas) and currency (SAR) are the order's, and its metadata names this order of this website;
| one payment pays one order. Callback, webhook and the expiry job all end here, so any of them arriving
| twice changes nothing the second time.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import OnlinePayment from '#models/online_payment'
import PurchaseEvent from '#models/purchase_event'
import type Website from '#models/website'
import type PaymentGateway from '#models/payment_gateway'
import { DomainError } from '#exceptions/domain_error'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar, type MoyasarPayment } from '#services/payments/moyasar_client'

/** The ways a customer pays online, as bills record them. */
export const ONLINE_METHODS = ['card', 'stcpay', 'applepay'] as const
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(method)

/** Unpaid online orders are cancelled after this long (a durable job, app/services/jobs). */
export const UNPAID_ORDER_MINUTES = 30

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

function sqlTime(client: TransactionClientContract, value: DateTime) {
  return value.toUTC().toFormat(client.dialect.dateTimeFormat)
}

/** The metadata every payment of an order carries (the card form sends the same from the browser). */
export function orderMetadata(website: Website, order: Order) {
  return {
    website_id: String(website.id),
    order_id: String(order.id),
    order_number: String(order.number),
  }
}

export const OnlinePayments = {
  /** The connected gateway or a refusal (the website disconnected it or lost the plan). */
  async gatewayOf(website: Website): Promise<PaymentGateway> {
    const gateway = await PaymentGateways.active(website)
    if (!gateway) throw new DomainError('payment_gateway_missing')
    return gateway
  },

  /**
   * Fetches payment `paymentId` and applies it to order `orderId` of the website (the callback's
   * order; a webhook passes the one its metadata names, which is checked again here).
   */
  async settleOrder(website: Website, orderId: number, paymentId: string) {
    const gateway = await this.gatewayOf(website)
    const payment = await Moyasar.fetchPayment(PaymentGateways.secretKeyOf(gateway), paymentId)
    return this.applyToOrder(website, orderId, payment)
  },

  async applyToOrder(
    website: Website,
    orderId: number,
    payment: MoyasarPayment
  ): Promise<PaymentOutcome> {
    const order = await Order.query()
      .where('website_id', website.id)
      .where('id', orderId)
      .preload('bill')
      .firstOrFail()
    const meta = payment.metadata ?? {}
    const matches =
      String(meta.website_id) === String(website.id) &&
      String(meta.order_id) === String(order.id) &&
      payment.currency === 'SAR' &&
      payment.amount === order.total

    return db.transaction(async (trx) => {
      // one payment belongs to one order: another order's payment id is refused before anything
      const known = await OnlinePayment.query({ client: trx })
        .where('website_id', website.id)
        .where('payment_id', payment.id)
        .first()
      if (known && known.orderId !== order.id) return 'other_order'
      if (!matches) return 'mismatch'
      const row = known ?? new OnlinePayment().useTransaction(trx)
      row.merge({
        websiteId: website.id,
        orderId: order.id,
        bookingId: null,
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
      if (payment.status !== 'paid' && payment.status !== 'refunded') return 'pending'
      if (order.bill?.status === 'paid') return 'already_paid'
      if (order.status === 'cancel') return 'cancelled'
      return this.markPaid(trx, website, order, payment)
    })
  },

  /** The bill paid by this payment, once (the UPDATE matches an unpaid bill of a live order only). */
  async markPaid(
    trx: TransactionClientContract,
    website: Website,
    order: Order,
    payment: MoyasarPayment
  ): Promise<PaymentOutcome> {
    const live = await trx
      .from('orders')
      .where('website_id', website.id)
      .where('id', order.id)
      .whereNot('status', 'cancel')
      .first()
    if (!live) return 'cancelled'
    const now = DateTime.utc()
    const method = methodOf(payment)
    const changed = await trx
      .from('bills')
      .where('website_id', website.id)
      .where('order_id', order.id)
      .where('status', 'unpaid')
      .update({
        status: 'paid',
        paid_at: sqlTime(trx, now),
        payment_method: method,
        payment_id: payment.id,
        updated_at: sqlTime(trx, now),
      })
    if (Number(Array.isArray(changed) ? changed.length : changed) === 0) return 'already_paid'
    await trx
      .from('orders')
      .where('website_id', website.id)
      .where('id', order.id)
      .update({ payment_method: method })
    await PurchaseEvent.create(
      {
        websiteId: website.id,
        orderId: order.id,
        bookingId: null,
        userId: null,
        actorName: GATEWAY_ACTOR,
        action: 'paid',
        fromStatus: order.status,
        paymentMethod: method,
      },
      { client: trx }
    )
    return 'paid'
  },

  /** The latest attempt of an order (the customer's page shows its message when it failed). */
  lastAttempt(website: Website, orderId: number) {
    return OnlinePayment.query()
      .where('website_id', website.id)
      .where('order_id', orderId)
      .orderBy('id', 'desc')
      .first()
  },

  /**
   * Starts an STC Pay payment from the server (the secret key; the customer's mobile) and keeps it as
   * the order's attempt; the customer then types the OTP STC Pay sent.
   */
  async startStcPay(website: Website, order: Order, mobile: string, callbackUrl: string) {
    const gateway = await this.gatewayOf(website)
    const payment = await Moyasar.createPayment(PaymentGateways.secretKeyOf(gateway), {
      amount: order.total,
      currency: 'SAR',
      description: `${website.nameAr} - الطلب #${order.number}`,
      callback_url: callbackUrl,
      metadata: orderMetadata(website, order),
      source: { type: 'stcpay', mobile },
    })
    await this.applyToOrder(website, order.id, payment)
    if (payment.status === 'failed') {
      throw new DomainError('payment_failed', { message: payment.source?.message ?? '' })
    }
    return payment
  },

  /** STC Pay's OTP: sent to the payment's transaction_url, then the payment is fetched and applied. */
  async confirmStcPay(website: Website, order: Order, otp: string) {
    const attempt = await this.lastAttempt(website, order.id)
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
    return this.settleOrder(website, order.id, attempt.paymentId)
  },
}
