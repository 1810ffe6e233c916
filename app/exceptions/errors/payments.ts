// The domain errors of online payments through Moyasar and their refunds (app/services/payments).
import { paymentFailureText } from '#services/payments/payment_failures'
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const PAYMENT_ERRORS = {
  payment_gateway_unreachable: {
    // 424 Failed Dependency: the gateway, not this app, failed (domain errors stay 4xx)
    status: 424,
    message: 'تعذر الاتصال ببوابة الدفع، حاول مرة أخرى بعد قليل.',
  },
  payment_keys_invalid: {
    status: 422,
    message: 'رفضت ميسر المفتاح السري: تأكد من نسخه كاملا من لوحة ميسر.',
    field: 'secret_key',
  },
  payment_not_found: { status: 404, message: 'عملية الدفع غير موجودة.' },
  payment_gateway_refused: {
    status: 422,
    message: ({ message }) => `رفضت بوابة الدفع الطلب: ${paymentFailureText(String(message))}`,
  },
  payment_secret_key_required: { status: 422, message: 'أدخل المفتاح السري.', field: 'secret_key' },
  payment_keys_mixed: {
    status: 422,
    message: 'المفتاحان يجب أن يكونا من الوضع نفسه: كلاهما تجريبي أو كلاهما حقيقي.',
    field: 'publishable_key',
  },
  payment_gateway_missing: { status: 409, message: 'الدفع الإلكتروني غير مفعل في هذا الموقع.' },
  payment_webhook_forbidden: { status: 401, message: 'رمز التحقق غير صحيح.' },
  payment_webhook_invalid: { status: 422, message: 'الإشعار غير صالح.' },
  payment_failed: {
    status: 422,
    message: ({ message }) =>
      `لم يتم الدفع${message ? `: ${paymentFailureText(String(message))}` : '.'}`,
  },
  order_not_payable: {
    status: 409,
    message: 'لا يمكن دفع هذا الطلب الآن: إما أنه مدفوع أو ملغي.',
  },
  refund_not_online: {
    status: 409,
    message: ({ kind }) =>
      `الاسترداد متاح ${kind === 'booking' ? 'للحجوزات' : 'للطلبات'} المدفوعة إلكترونيا فقط.`,
  },
  refund_nothing_left: {
    status: 409,
    message: ({ kind }) =>
      `استُرد المبلغ المدفوع ${kind === 'booking' ? 'لهذا الحجز' : 'لهذا الطلب'} كاملا، ولم يبق ما يسترد.`,
  },
  refund_amount_invalid: {
    status: 422,
    message: 'أدخل مبلغا صحيحا للاسترداد.',
    field: 'amount',
  },
  refund_too_much: {
    status: 422,
    message: ({ left }) => `لا يمكن استرداد أكثر من المتبقي (${left} ر.س).`,
    field: 'amount',
  },
} satisfies Record<string, DomainErrorEntry>
