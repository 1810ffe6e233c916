// The domain errors of delivery representatives and their order links (issue 31 item 2).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

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

  // the checkout's delivery or pick-up, date and slot (issue 36 item 4)
  delivery_disabled: {
    status: 422,
    message: 'التوصيل غير متاح في هذا المتجر، اختر الاستلام من الفرع.',
    field: 'delivery_method',
  },
  pickup_disabled: {
    status: 422,
    message: 'الاستلام من الفرع غير متاح في هذا المتجر.',
    field: 'delivery_method',
  },
  delivery_city_not_served: {
    status: 422,
    message: 'لا يوصل المتجر إلى مدينة هذا العنوان، اختر عنوانا آخر أو الاستلام من الفرع.',
    field: 'delivery_method',
  },
  delivery_date_required: {
    status: 422,
    message: 'اختر تاريخ الاستلام.',
    field: 'requested_date',
  },
  delivery_date_invalid: {
    status: 422,
    message: 'هذا التاريخ غير متاح، اختر تاريخا من القائمة.',
    field: 'requested_date',
  },
  delivery_slot_invalid: {
    status: 422,
    message: 'اختر وقتا من الأوقات المتاحة لهذا التاريخ.',
    field: 'requested_slot',
  },
  pickup_slot_closed: {
    status: 422,
    message: 'هذا الوقت خارج ساعات عمل الفرع في هذا اليوم، اختر وقتا آخر.',
    field: 'requested_slot',
  },
  delivery_method_required: {
    status: 422,
    message: 'فعّل التوصيل أو الاستلام من الفرع حتى يستقبل متجرك الطلبات.',
    field: 'delivery_enabled',
  },
  pickup_branch_missing: {
    status: 422,
    message: 'أضف فرعا أولا حتى يستلم العملاء طلباتهم منه.',
    field: 'pickup_enabled',
  },
} satisfies Record<string, DomainErrorEntry>
