// The domain errors of the dashboard's orders and bookings: confirm, cancel, mark paid.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** how a refused status change names the status it found */
const STATUS_WORDS: Record<string, string> = { success: 'مكتمل', cancel: 'ملغي' }

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const PURCHASE_ERRORS = {
  purchase_not_pending: {
    status: 409,
    message: ({ kind, status }) =>
      `لا يمكن تغيير حالة ${kind === 'booking' ? 'الحجز' : 'الطلب'}: حالته الآن «${STATUS_WORDS[status] ?? status}»، والحالة تتغير من «بانتظار التأكيد» فقط.`,
  },
  purchase_change_empty: { status: 422, message: 'لم تختر أي تغيير.', field: 'status' },
  purchase_cancelled_unpaid: {
    status: 409,
    message: ({ kind }) => `لا يمكن تسجيل الدفع ل${kind === 'booking' ? 'حجز' : 'طلب'} ملغي.`,
  },
  purchase_bill_missing: {
    status: 409,
    message: ({ kind }) => `لا توجد فاتورة لهذا ${kind === 'booking' ? 'الحجز' : 'الطلب'}.`,
  },
  purchase_already_paid: { status: 409, message: 'الفاتورة مدفوعة من قبل.' },
} satisfies Record<string, DomainErrorEntry>
