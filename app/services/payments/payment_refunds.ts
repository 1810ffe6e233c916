/*
| Refunds of orders and bookings paid online: the merchant gives back all or part of what was paid,
| through Moyasar with the website's secret key; the bill keeps the total refunded (the credit note's
| figures), the purchase's history a row with the amount and who did it, and the merchant's webhooks
| hear `order.refunded` / `booking.refunded`. A refund made in Moyasar's own dashboard reaches the bill
| through the payment_refunded webhook (syncFromGateway). The dashboard and the merchant API both end here.
*/
import { sqlNow } from '#services/sql_time'
import db from '@adonisjs/lucid/services/db'
import Bill from '#models/bill'
import OnlinePayment from '#models/online_payment'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import type User from '#models/user'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar, type MoyasarPayment } from '#services/payments/moyasar_client'
import {
  GATEWAY_ACTOR,
  OnlinePayments,
  PURCHASE_KEYS,
  isOnlineMethod,
  type PayableKind,
} from '#services/payments/online_payments'
import { WebhookEvents } from '#services/webhooks/webhook_events'

const RELATIONS = { order: 'orders', booking: 'bookings' } as const

function billQuery(website: Website, kind: PayableKind, id: number) {
  return Bill.query().where('website_id', website.id).where(PURCHASE_KEYS[kind], id)
}

async function paidBillOf(website: Website, kind: PayableKind, id: number) {
  // 404 for another website's order or booking
  await website.related(RELATIONS[kind]).query().where('id', id).firstOrFail()
  const bill = await billQuery(website, kind, id).first()
  if (!bill || bill.status !== 'paid' || !bill.paymentId || !isOnlineMethod(bill.paymentMethod)) {
    throw new DomainError('refund_not_online', { kind })
  }
  return bill
}

export const PaymentRefunds = {
  /** What is left to refund of a purchase's bill (halalas). */
  refundable(bill: Bill) {
    return bill.status === 'paid' && bill.paymentId ? Math.max(0, bill.total - bill.refunded) : 0
  },

  /**
   * Refunds `amount` halalas (all that is left when null) of the purchase; answers the amount the
   * gateway gave back this time and the bill after it.
   */
  async refund(
    website: Website,
    actor: User,
    kind: PayableKind,
    id: number,
    amount: number | null
  ) {
    const bill = await paidBillOf(website, kind, id)
    const left = this.refundable(bill)
    if (left === 0) throw new DomainError('refund_nothing_left', { kind })
    const asked = amount ?? left
    if (!Number.isSafeInteger(asked) || asked <= 0) throw new DomainError('refund_amount_invalid')
    if (asked > left) throw new DomainError('refund_too_much', { left: (left / 100).toFixed(2) })
    const gateway = await OnlinePayments.gatewayOf(website)
    const payment = await Moyasar.refund(
      PaymentGateways.secretKeyOf(gateway),
      bill.paymentId!,
      asked
    )
    await this.record(website, kind, id, payment, actor)
    const after = await billQuery(website, kind, id).firstOrFail()
    return { amount: after.refunded - bill.refunded, bill: after }
  },

  /** The webhook's refund: the bill takes the gateway's refunded total when it grew. */
  async syncFromGateway(website: Website, kind: PayableKind, id: number, payment: MoyasarPayment) {
    const bill = await billQuery(website, kind, id).where('payment_id', payment.id).first()
    if (!bill) return
    await this.record(website, kind, id, payment, null)
  },

  /**
   * Writes the gateway's refunded total on the bill, once per increase (the UPDATE matches only a
   * bill whose refunded total is smaller), with the history row of the difference and the webhook.
   */
  async record(
    website: Website,
    kind: PayableKind,
    id: number,
    payment: MoyasarPayment,
    actor: User | null
  ) {
    const refunded = Math.min(payment.refunded ?? 0, payment.amount)
    await db.transaction(async (trx) => {
      const bill = await billQuery(website, kind, id)
        .useTransaction(trx)
        .where('payment_id', payment.id)
        .firstOrFail()
      if (refunded <= bill.refunded) return
      const now = sqlNow()
      const changed = await trx
        .from('bills')
        .where('website_id', website.id)
        .where('id', bill.id)
        .where('refunded', '<', refunded)
        .update({
          refunded,
          refunded_at: now,
          updated_at: now,
        })
      if (Number(Array.isArray(changed) ? changed.length : changed) === 0) return
      await OnlinePayment.query({ client: trx })
        .where('website_id', website.id)
        .where('payment_id', payment.id)
        .update({ refunded, status: payment.status, updated_at: now })
      const by = actor ?? { id: null, name: GATEWAY_ACTOR }
      await recordPurchaseEvent(trx, website, by, kind, id, {
        action: 'refund',
        fromStatus: null,
        paymentMethod: bill.paymentMethod,
        amount: refunded - bill.refunded,
      })
      await WebhookEvents.purchase(trx, website.id, kind, id, 'refunded', {
        refunded_amount: ((refunded - bill.refunded) / 100).toFixed(2),
      })
    })
  },
}
