// The domain errors of the JSON API /api/v1 for customers: bearer tokens and API-only requests.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const CUSTOMER_API_ERRORS = {
  api_unauthenticated: { status: 401, message: 'سجل الدخول للمتابعة' },
  api_bad_credentials: {
    status: 401,
    message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    field: 'email',
  },
  refresh_token_invalid: {
    status: 401,
    message: 'انتهت الجلسة، سجل الدخول من جديد',
    field: 'refresh_token',
  },
  refresh_token_reused: {
    status: 401,
    message: 'استخدم رمز التجديد من قبل، فأغلقت الجلسة لحمايتك. سجل الدخول من جديد',
    field: 'refresh_token',
  },
  api_email_not_verified: {
    status: 403,
    message: 'أكد بريدك الإلكتروني أولا بالرمز الذي أرسلناه إليك.',
    field: 'email',
  },
  order_item_price_changed: {
    status: 409,
    message: 'تغيرت أسعار بعض المنتجات، راجع السلة ثم أكمل الطلب.',
    field: 'items',
  },
} satisfies Record<string, DomainErrorEntry>
