// The domain errors of customers' mobiles and one-time sign-in codes (issue 36 item 2).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const MOBILE_ERRORS = {
  mobile_required: {
    status: 422,
    message: 'أدخل رقم جوالك ليتواصل معك المتجر بشأن طلبك.',
    field: 'mobile',
  },
  mobile_taken: {
    status: 422,
    message: 'رقم الجوال مسجل لحساب آخر في هذا المتجر.',
    field: 'mobile',
  },
  login_code_invalid: {
    status: 422,
    message: 'الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزا جديدا.',
    field: 'code',
  },
  login_code_throttled: {
    status: 429,
    message: ({ seconds }) => `طلبت رموزا كثيرة. حاول مرة أخرى بعد ${seconds} ثانية.`,
    field: 'login',
  },
  // SMS off, or the provider refused the message: the customer asks for the e-mail code instead
  sms_unavailable: {
    status: 422,
    message: 'تعذر إرسال الرسالة النصية الآن. حاول مرة أخرى أو اطلب الرمز بالبريد الإلكتروني.',
    field: 'login',
  },
} satisfies Record<string, DomainErrorEntry>
