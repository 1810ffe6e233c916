// The domain errors of a website's custom domains (issue 30 item 2).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const CUSTOM_DOMAIN_ERRORS = {
  custom_domain_invalid: {
    status: 422,
    message: 'اكتب النطاق كاملا بلا http أو مسار، مثل shop.example.com.',
    field: 'domain',
  },
  custom_domain_platform: {
    status: 422,
    message: 'لا يمكن استخدام نطاق المنصة أو أحد نطاقاتها الفرعية. أضف نطاقا تملكه.',
    field: 'domain',
  },
  custom_domain_taken: {
    status: 422,
    message: 'هذا النطاق مضاف إلى موقع آخر على المنصة.',
    field: 'domain',
  },
  custom_domain_exists: {
    status: 422,
    message: 'هذا النطاق مضاف إلى موقعك بالفعل.',
    field: 'domain',
  },
  custom_domain_limit: {
    status: 422,
    message: ({ limit }) =>
      `يمكن إضافة ${limit} نطاقات على الأكثر لموقع واحد. احذف نطاقا لا تستخدمه أولا.`,
    field: 'domain',
  },
  custom_domain_txt_missing: {
    status: 422,
    message: ({ name }) =>
      `لم نجد سجل TXT بالقيمة المطلوبة على ${name}. أضف السجل ثم أعد التحقق بعد دقائق.`,
  },
  custom_domain_target_missing: {
    status: 422,
    message: 'وجدنا سجل TXT، لكن النطاق لا يشير بعد إلى المنصة. أضف سجل CNAME أو A المذكور.',
  },
  custom_domain_dns_unreachable: {
    // the resolvers did not answer: the merchant tries again (not a fault of this app: no 5xx)
    status: 422,
    message: 'تعذر الاتصال بخوادم أسماء النطاقات الآن. أعد المحاولة بعد قليل.',
  },
  custom_domain_not_verified: {
    status: 409,
    message: 'لا يصبح النطاق عنوانا رئيسيا قبل التحقق منه.',
  },
} satisfies Record<string, DomainErrorEntry>
