// The domain errors of the storefront's bookings and of the branches that take them.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const BOOKING_ERRORS = {
  service_not_found: { status: 422, message: 'الخدمة غير موجودة', field: 'services' },
  option_not_found: {
    status: 422,
    message: 'الخيار المختار غير موجود لهذه الخدمة',
    field: 'services',
  },
  service_repeated: { status: 422, message: 'اخترت الخدمة نفسها أكثر من مرة', field: 'services' },
  reservation_cart_missing: {
    status: 422,
    message: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد',
    field: 'reservation_cart_id',
  },
  slot_taken: {
    status: 409,
    message: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر',
    field: 'time',
  },
  payment_method_disabled: {
    status: 422,
    message: 'طريقة الدفع هذه غير متاحة حاليا، اختر الدفع عند الوصول',
    field: 'payment_method',
  },

  // the dashboard's branches: the last one, or one with bookings to come, stays
  branch_last_needed: {
    status: 409,
    message: 'لا يمكن حذف آخر فرع ما دامت لديك خدمات أو حجوزات، أضف فرعا آخر قبل حذفه.',
  },
  branch_has_open_bookings: {
    status: 409,
    message: 'لا يمكن حذف فرع لديه حجوزات قادمة أو قيد المراجعة، أكملها أو ألغها أولا.',
  },
} satisfies Record<string, DomainErrorEntry>
