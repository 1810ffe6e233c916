/** Order and booking statuses (SPEC.md section 4) and their Arabic labels. */
export const STATUS_LABELS: Record<string, string> = {
  success: 'مكتمل',
  pending: 'قيد المراجعة',
  cancel: 'ملغي',
}

/** A coloured status badge; the label comes from the server when it has one. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`ui-badge ui-badge-${status}`}>
      {label ?? STATUS_LABELS[status] ?? status}
    </span>
  )
}

/** Paid or unpaid, from the bill. */
export function PaymentBadge({ status, label }: { status: 'paid' | 'unpaid'; label?: string }) {
  return (
    <span className={`ui-badge ui-badge-${status}`}>
      {label ?? (status === 'paid' ? 'مدفوع' : 'غير مدفوع')}
    </span>
  )
}
