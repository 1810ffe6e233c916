// The `payment` object of an order or a booking in /api/v1 (and the merchant webhooks): derived from its bill.
import type Bill from '#models/bill'
import { paymentOf } from '#presenters/order_presenter'
import { halalasToDecimal } from '#services/invoices/vat'

/** What the bill knows: not paid yet, paid, then given back in part or in full through the gateway. */
export const API_PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const
export type ApiPaymentStatus = (typeof API_PAYMENT_STATUSES)[number]

type BillFacts = Pick<
  Bill,
  'status' | 'total' | 'refunded' | 'paidAt' | 'refundedAt' | 'paymentId' | 'paymentMethod'
>

const LABELS: Record<ApiPaymentStatus, string> = {
  unpaid: 'غير مدفوع',
  paid: 'مدفوع',
  partially_refunded: 'مسترد جزئيا',
  refunded: 'مسترد',
}

export function apiPaymentStatus(bill: BillFacts | null): ApiPaymentStatus {
  if (!bill || bill.status !== 'paid') return 'unpaid'
  if (bill.refunded <= 0) return 'paid'
  return bill.refunded >= bill.total ? 'refunded' : 'partially_refunded'
}

/**
 * The payment of a purchase: the list's fields (status, label, paid_amount, remaining) with the method,
 * the amounts paid, refunded and still refundable (SAR strings, and halalas beside them), the times,
 * and, for the merchant only, the gateway's payment id. Money as the API sends it (DESIGN.md section 8).
 */
export function apiPayment(
  purchase: { paymentMethod: string; total: number },
  bill: BillFacts | null,
  side: 'merchant' | 'customer'
) {
  const base = paymentOf(purchase.total, bill)
  const paid = base.paidAmount
  const refunded = bill?.status === 'paid' ? bill.refunded : 0
  const refundable = bill?.status === 'paid' && bill.paymentId ? Math.max(0, paid - refunded) : 0
  const status = apiPaymentStatus(bill)
  return {
    status,
    label: LABELS[status],
    method: bill?.paymentMethod ?? purchase.paymentMethod,
    online: !!bill?.paymentId,
    paid_amount: halalasToDecimal(paid),
    remaining: halalasToDecimal(base.remaining),
    amount_paid: halalasToDecimal(paid),
    amount_paid_halalas: paid,
    amount_refunded: halalasToDecimal(refunded),
    amount_refunded_halalas: refunded,
    refundable: halalasToDecimal(refundable),
    refundable_halalas: refundable,
    paid_at: bill?.paidAt?.toISO() ?? null,
    refunded_at: bill?.refundedAt?.toISO() ?? null,
    ...(side === 'merchant' ? { gateway_payment_id: bill?.paymentId ?? null } : {}),
  }
}
