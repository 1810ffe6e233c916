// The domain errors of plan billing: the plan page's checkouts and the platform's own Moyasar account.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const BILLING_ERRORS = {
  billing_unavailable: {
    status: 409,
    message: 'الدفع الإلكتروني للباقات غير متاح الآن. تواصل مع فريق صفحتي.',
  },
  billing_plan_not_billable: {
    status: 422,
    message: 'هذه الباقة لا تُشترى بهذه المدة. اختر باقة مدفوعة ومدة شهرية أو سنوية.',
    field: 'plan_id',
  },
  billing_renewal_scheduled: {
    status: 409,
    message: 'لديك تجديد مدفوع يبدأ بعد نهاية الفترة الحالية، فلا حاجة إلى دفع آخر الآن.',
  },
  billing_checkout_paid: {
    status: 409,
    message: 'دُفعت هذه العملية من قبل.',
  },
} satisfies Record<string, DomainErrorEntry>
