import type { OrderRow } from '#presenters/order_presenter'

/** The order status badge: completed, awaiting confirmation, cancelled. */
export function AccountOrderStatus({ status, label }: { status: string; label: string }) {
  return <span className={`status-badge status-${status}`}>{label}</span>
}

/** Paid or unpaid, from the bill (SPEC.md section 4). */
export function AccountPaymentStatus({ payment }: { payment: OrderRow['payment'] }) {
  return <span className={`status-badge payment-${payment.status}`}>{payment.label}</span>
}
