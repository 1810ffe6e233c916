// Online payment facts of an order or a booking for its pages: the customer's (pay again) and the merchant's (refund).
import type Bill from '#models/bill'
import type Website from '#models/website'
import {
  OnlinePayments,
  isOnlineMethod,
  type Payable,
  type PayableKind,
} from '#services/payments/online_payments'
import { PaymentRefunds } from '#services/payments/payment_refunds'
import { paymentFailureText } from '#services/payments/payment_failures'

const ONLINE_METHOD_LABELS: Record<string, string> = {
  card: 'بطاقة (مدى، فيزا، ماستركارد)',
  stcpay: 'STC Pay',
  applepay: 'Apple Pay',
}

export const PaymentPresenter = {
  async ofPurchase(website: Website, kind: PayableKind, purchase: Payable, bill: Bill | null) {
    // chosen online at checkout (a cash order the staff marked paid by card is not an online payment)
    const online = isOnlineMethod(purchase.paymentMethod)
    const method = bill?.paymentMethod ?? purchase.paymentMethod
    const paid = bill?.status === 'paid'
    const attempt =
      online && !paid ? await OnlinePayments.lastAttempt(website, kind, purchase.id) : null
    return {
      online,
      methodLabel: ONLINE_METHOD_LABELS[method] ?? null,
      paid,
      paymentId: bill?.paymentId ?? null,
      refunded: bill?.refunded ?? 0,
      refundedAt: bill?.refundedAt?.toISO() ?? null,
      refundable: bill ? PaymentRefunds.refundable(bill) : 0,
      /** the customer may (re)try: online, unpaid, still pending */
      canPay: online && !paid && purchase.status === 'pending',
      failedMessage:
        attempt && attempt.status === 'failed' ? paymentFailureText(attempt.message) : null,
    }
  },

  ofOrder(website: Website, order: Payable, bill: Bill | null) {
    return this.ofPurchase(website, 'order', order, bill)
  },
}

export type OrderPayment = Awaited<ReturnType<typeof PaymentPresenter.ofPurchase>>
