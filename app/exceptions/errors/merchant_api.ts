// The domain errors of the merchant API: its keys and scopes, idempotency, cursors and webhook endpoints.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const MERCHANT_API_ERRORS = {
  api_key_invalid: { status: 401, message: 'مفتاح الواجهة البرمجية غير صالح أو ملغى.' },
  api_scope_missing: {
    status: 403,
    message: ({ scope }) => `لا يملك هذا المفتاح صلاحية «${scope}».`,
  },
  idempotency_key_invalid: {
    status: 422,
    message: 'مفتاح منع التكرار يجب أن يكون من 1 إلى 255 حرفا مرئيا.',
    field: 'Idempotency-Key',
  },
  idempotency_key_reused: {
    status: 422,
    message: 'استخدم مفتاح منع التكرار هذا من قبل لطلب مختلف، أرسل مفتاحا جديدا.',
    field: 'Idempotency-Key',
  },
  idempotency_key_in_progress: {
    status: 409,
    message: 'طلب آخر بمفتاح منع التكرار نفسه قيد التنفيذ، أعد المحاولة بعد قليل.',
  },
  api_cursor_invalid: { status: 422, message: 'مؤشر الصفحة غير صحيح.', field: 'cursor' },
  webhook_url_invalid: {
    status: 422,
    message: 'أدخل رابطا كاملا يبدأ بـ https://',
    field: 'url',
  },
  webhook_url_private: {
    status: 422,
    message: 'لا يمكن إرسال الإشعارات إلى عنوان داخلي أو خاص، استخدم عنوانا عاما على الإنترنت.',
    field: 'url',
  },
  webhook_endpoints_full: {
    status: 422,
    message: ({ max }) => `لا يمكن تسجيل أكثر من ${max} عناوين، احذف عنوانا لا تحتاجه أولا.`,
    field: 'url',
  },
  webhook_url_unresolved: {
    status: 422,
    message: 'تعذر العثور على نطاق هذا الرابط، تحقق منه.',
    field: 'url',
  },
} satisfies Record<string, DomainErrorEntry>
