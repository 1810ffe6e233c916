/*
| Refunds of orders paid online: the merchant gives back all or part of what was paid, through Moyasar
| with the website's secret key; the bill keeps the total refunded (the credit note's figures) and the
| order's history a row with the amount and who did it. A refund made in Moyasar's own dashboard
| reaches the bill through the payment_refunded webhook (syncFromGateway).
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Bill from '#models/bill'
import OnlinePayment from '#models/online_payment'
import PurchaseEvent from '#models/purchase_event'
import type User from '#models/user'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { Moyasar, type MoyasarPayment } from '#services/payments/moyasar_client'
import { GATEWAY_ACTOR, OnlinePayments, isOnlineMethod } from '#services/payments/online_payments'

async function paidBillOf(website: Website, orderId: number) {
  // 404 for another website's order
  await website.related('orders').query().where('id', orderId).firstOrFail()
  const bill = await Bill.query().where('website_id', website.id).where('order_id', orderId).first()
  if (!bill || bill.status !== 'paid' || !bill.paymentId || !isOnlineMethod(bill.paymentMethod)) {
    throw new DomainError('refund_not_online')
  }
  return bill
}

export const PaymentRefunds = {
  /** What is left to refund of an order's bill (halalas). */
  refundable(bill: Bill) {
    return bill.status === 'paid' && bill.paymentId ? Math.max(0, bill.total - bill.refunded) : 0
  },

  async refund(website: Website, actor: User, orderId: number, amount: number) {
    const bill = await paidBillOf(website, orderId)
    const left = this.refundable(bill)
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new DomainError('refund_amount_invalid')
    if (amount > left) throw new DomainError('refund_too_much', { left: (left / 100).toFixed(2) })
    const gateway = await OnlinePayments.gatewayOf(website)
    const payment = await Moyasar.refund(
      PaymentGateways.secretKeyOf(gateway),
      bill.paymentId!,
      amount
    )
    await this.record(website, orderId, payment, actor)
    return payment
  },

  /** The webhook's refund: the bill takes the gateway's refunded total when it grew. */
  async syncFromGateway(website: Website, orderId: number, payment: MoyasarPayment) {
    const bill = await Bill.query()
      .where('website_id', website.id)
      .where('order_id', orderId)
      .where('payment_id', payment.id)
      .first()
    if (!bill) return
    await this.record(website, orderId, payment, null)
  },

  /**
   * Writes the gateway's refunded total on the bill, once per increase (the UPDATE matches only a
   * bill whose refunded total is smaller), with the history row of the difference.
   */
  async record(website: Website, orderId: number, payment: MoyasarPayment, actor: User | null) {
    const refunded = Math.min(payment.refunded ?? 0, payment.amount)
    await db.transaction(async (trx) => {
      const bill = await Bill.query({ client: trx })
        .where('website_id', website.id)
        .where('order_id', orderId)
        .where('payment_id', payment.id)
        .firstOrFail()
      if (refunded <= bill.refunded) return
      const now = DateTime.utc()
      const format = trx.dialect.dateTimeFormat
      const changed = await trx
        .from('bills')
        .where('website_id', website.id)
        .where('id', bill.id)
        .where('refunded', '<', refunded)
        .update({
          refunded,
          refunded_at: now.toFormat(format),
          updated_at: now.toFormat(format),
        })
      if (Number(Array.isArray(changed) ? changed.length : changed) === 0) return
      await OnlinePayment.query({ client: trx })
        .where('website_id', website.id)
        .where('payment_id', payment.id)
        .update({ refunded, status: payment.status, updated_at: now.toFormat(format) })
      await PurchaseEvent.create(
        {
          websiteId: website.id,
          orderId,
          bookingId: null,
          userId: actor?.id ?? null,
          actorName: actor?.name ?? GATEWAY_ACTOR,
          action: 'refund',
          fromStatus: null,
          paymentMethod: bill.paymentMethod,
          amount: refunded - bill.refunded,
        },
        { client: trx }
      )
    })
  },
}
