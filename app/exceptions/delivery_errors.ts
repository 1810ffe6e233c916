// The domain errors of delivery representatives and their order links (issue 31 item 2).

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const DELIVERY_ERRORS = {
  representative_mobile_taken: {
    status: 422,
    message: 'هذا الجوال مسجل لمندوب آخر.',
    field: 'mobile',
  },
  representative_inactive: {
    status: 422,
    message: 'المندوب غير نشط أو غير موجود. اختر مندوبا نشطا.',
    field: 'representative_id',
  },
  delivery_not_assignable: {
    status: 409,
    message: 'لا يمكن إسناد طلب مكتمل أو ملغي إلى مندوب.',
    field: 'representative_id',
  },
  delivery_link_invalid: {
    status: 404,
    message: 'رابط التوصيل غير صالح أو انتهت صلاحيته.',
  },
  delivery_step_order: {
    status: 409,
    message: 'لا يمكن تسجيل هذه الخطوة الآن.',
    field: 'step',
  },
  delivery_cash_none: {
    status: 409,
    message: 'لا يوجد مبلغ نقدي لدى المندوب لم يسلّمه.',
  },
} as const
