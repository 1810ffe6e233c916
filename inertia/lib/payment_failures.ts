/*
| Why a payment failed, in Arabic: Moyasar's failure messages (card, 3-D Secure, STC Pay, API errors) and
| its two-digit gateway response codes, mapped once for every place a reason is shown (the customer's
| pages and card form, the dashboard, plan billing, mails, error messages). An unknown reason reads as
| one generic line; the gateway's raw words stay stored, never shown.
*/

/** The reason of an attempt that failed without any words from the gateway. */
const NO_REASON = 'لم تكتمل عملية الدفع.'
/** A reason the gateway gave that this table does not know. */
const UNKNOWN_REASON = 'رفض البنك أو بوابة الدفع العملية دون ذكر سبب معروف.'

const TIMEOUT = 'انتهت المهلة المسموح بها لإتمام الدفع.'
const INSUFFICIENT = 'الرصيد غير كافٍ لإتمام الدفع.'
const EXPIRED = 'انتهت صلاحية البطاقة.'
const LIMIT = 'تجاوزت العملية الحد المسموح به للبطاقة أو المحفظة.'
const DECLINED = 'رفض البنك المُصدر للبطاقة العملية. استخدم بطاقة أخرى.'
const CARD_DATA = 'بيانات البطاقة غير صحيحة. تأكد من الرقم وتاريخ الانتهاء ورمز الأمان.'

/**
 * Moyasar's messages, matched in this order (the first that matches wins): "Allowed time frame for
 * transaction has been expired" is a timeout, not an expired card; "DECLINED: EXPIRED CARD" is an
 * expired card before it is a decline; "3DS: request timed out" a timeout before a 3-D Secure failure.
 */
const MESSAGES: [RegExp, string][] = [
  [/time ?frame|timed? ?out|time_out/i, TIMEOUT],
  [/\botp\b/i, 'رمز التحقق المدخل غير صحيح.'],
  [/not registered/i, 'رقم الجوال غير مسجل في خدمة STC Pay.'],
  [/insufficient/i, INSUFFICIENT],
  [/lost card/i, 'رفض البنك العملية لأن البطاقة مُبلّغ عن فقدانها.'],
  [/stolen card/i, 'رفض البنك العملية لأن البطاقة مُبلّغ عن سرقتها.'],
  [/expired card|card (is )?expired/i, EXPIRED],
  [/limit/i, LIMIT],
  [/3-?d[ -]?s(ecure)?\b|3ds/i, 'لم يكتمل التحقق من البطاقة لدى البنك (3-D Secure).'],
  [/blocked|fraud/i, 'حجب البنك العملية. استخدم بطاقة أخرى أو تواصل مع البنك.'],
  [/unspecified/i, 'رفض بنك البطاقة العملية دون تحديد السبب. استخدم بطاقة أخرى.'],
  [/declined|do not honou?r|refer to (card )?issuer/i, DECLINED],
  [/validation failed|card number|invalid (card|cc|credit)|cvc|csc|unsupported/i, CARD_DATA],
  [/cannot be refunded|refund/i, 'لا تقبل هذه العملية الاسترداد لدى بوابة الدفع.'],
  [/at least|amount/i, 'المبلغ لا تقبله بوابة الدفع.'],
  [
    /credentials|authentication|authorization|inactive/i,
    'بوابة الدفع غير متاحة الآن لهذا الحساب. حاول لاحقا.',
  ],
]

/** Moyasar's gateway response codes (two digits, card and Apple Pay payments) that say why. */
const CODES: Record<string, string> = {
  '05': DECLINED,
  '14': CARD_DATA,
  '41': 'رفض البنك العملية لأن البطاقة مُبلّغ عن فقدانها.',
  '43': 'رفض البنك العملية لأن البطاقة مُبلّغ عن سرقتها.',
  '51': INSUFFICIENT,
  '54': EXPIRED,
  '57': DECLINED,
  '61': LIMIT,
  '65': LIMIT,
  '91': 'تعذر الوصول إلى البنك المُصدر للبطاقة. حاول بعد قليل.',
}

/**
 * The Arabic reason of a failed payment from the gateway's message (and its response code when known):
 * a sentence ending with a full stop, to follow words such as «لم يتم الدفع:».
 */
export function paymentFailureText(message?: string | null, code?: string | null): string {
  const raw = (message ?? '').trim()
  if (raw) {
    const known = MESSAGES.find(([pattern]) => pattern.test(raw))
    if (known) return known[1]
  }
  const byCode = code ? CODES[code.trim()] : undefined
  if (byCode) return byCode
  return raw ? UNKNOWN_REASON : NO_REASON
}
