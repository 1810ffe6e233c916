// The domain errors of the merchant's own account and of the website's settings.
import { attemptsInArabic, secondsInArabic } from '#services/auth/verification_messages'
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const ACCOUNT_ERRORS = {
  current_password_wrong: {
    status: 422,
    message: 'كلمة المرور الحالية غير صحيحة.',
    field: 'current_password',
  },
  email_unchanged: { status: 422, message: 'هذا هو بريدك الإلكتروني الحالي.', field: 'email' },
  email_code_throttled: {
    status: 429,
    message: ({ seconds }) => `يمكنك طلب رمز جديد بعد ${secondsInArabic(Number(seconds))}.`,
    field: 'email',
  },
  // the mail server failed: the merchant may simply try again (domain errors stay 4xx)
  email_code_not_sent: {
    status: 422,
    message: 'تعذر إرسال رمز التحقق الآن، حاول مرة أخرى بعد قليل.',
    field: 'email',
  },
  email_code_wrong: {
    status: 422,
    message: ({ left }) => `الرمز غير صحيح، بقيت لك ${attemptsInArabic(Number(left))}.`,
    field: 'code',
  },
  email_code_voided: {
    status: 422,
    message: 'أدخلت رمزا خاطئا 5 مرات فألغي الرمز. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_code_expired: {
    status: 422,
    message: 'انتهت صلاحية الرمز. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_code_missing: {
    status: 422,
    message: 'لا يوجد رمز صالح لتغيير البريد. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_taken: { status: 422, message: 'هذا البريد الإلكتروني مسجل من قبل.', field: 'code' },

  // the website's settings
  username_taken: {
    status: 422,
    message: 'هذا الاسم مستخدم من قبل، اختر اسما آخر.',
    field: 'username',
  },
} satisfies Record<string, DomainErrorEntry>
