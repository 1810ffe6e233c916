// Online payment facts of an order for its pages: the customer's (pay again, message) and the merchant's (refund).
import type Bill from '#models/bill'
import type Order from '#models/order'
import type Website from '#models/website'
import { OnlinePayments, isOnlineMethod } from '#services/payments/online_payments'
import { PaymentRefunds } from '#services/payments/payment_refunds'

export const ONLINE_METHOD_LABELS: Record<string, string> = {
  card: 'بطاقة (مدى، فيزا، ماستركارد)',
  stcpay: 'STC Pay',
  applepay: 'Apple Pay',
}

/** Arabic words for a failed attempt whose gateway message is empty. */
const FAILED_DEFAULT = 'لم تكتمل عملية الدفع.'

export const PaymentPresenter = {
  async ofOrder(website: Website, order: Order, bill: Bill | null) {
    const online = isOnlineMethod(bill?.paymentMethod ?? order.paymentMethod)
    const paid = bill?.status === 'paid'
    const attempt = online && !paid ? await OnlinePayments.lastAttempt(website, order.id) : null
    return {
      online,
      methodLabel: ONLINE_METHOD_LABELS[bill?.paymentMethod ?? order.paymentMethod] ?? null,
      paid,
      paymentId: bill?.paymentId ?? null,
      refunded: bill?.refunded ?? 0,
      refundedAt: bill?.refundedAt?.toISO() ?? null,
      refundable: bill ? PaymentRefunds.refundable(bill) : 0,
      /** the customer may (re)try: online, unpaid, still pending */
      canPay: online && !paid && order.status === 'pending',
      failedMessage:
        attempt && attempt.status === 'failed' ? attempt.message || FAILED_DEFAULT : null,
    }
  },
}

export type OrderPayment = Awaited<ReturnType<typeof PaymentPresenter.ofOrder>>
