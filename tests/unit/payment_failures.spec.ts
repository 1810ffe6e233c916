// The one table of payment failure reasons: Moyasar's documented messages and codes in Arabic.
import { test } from '@japa/runner'
import { paymentFailureText } from '#services/payments/payment_failures'

test.group('Payment failure reasons in Arabic', () => {
  test('Moyasar documented messages read as their Arabic reason', ({ assert }) => {
    const cases: [string, string][] = [
      ['INSUFFICIENT FUNDS', 'الرصيد غير كافٍ لإتمام الدفع.'],
      ['DECLINED: Insufficient Funds', 'الرصيد غير كافٍ لإتمام الدفع.'],
      ['Insufficient Balance.', 'الرصيد غير كافٍ لإتمام الدفع.'],
      ['DECLINED', 'رفض البنك المُصدر للبطاقة العملية. استخدم بطاقة أخرى.'],
      ['DECLINED: EXPIRED CARD', 'انتهت صلاحية البطاقة.'],
      ['DECLINED: LOST CARD', 'رفض البنك العملية لأن البطاقة مُبلّغ عن فقدانها.'],
      ['DECLINED: STOLEN CARD', 'رفض البنك العملية لأن البطاقة مُبلّغ عن سرقتها.'],
      ['DECLINED: EXCEEDS WITHDRAWAL LIMIT', 'تجاوزت العملية الحد المسموح به للبطاقة أو المحفظة.'],
      ['Daily Limit Exceeded', 'تجاوزت العملية الحد المسموح به للبطاقة أو المحفظة.'],
      ['BLOCKED', 'حجب البنك العملية. استخدم بطاقة أخرى أو تواصل مع البنك.'],
      ['UNSPECIFIED FAILURE', 'رفض بنك البطاقة العملية دون تحديد السبب. استخدم بطاقة أخرى.'],
      // "expired" here is the time allowed, not the card
      [
        'Allowed time frame for transaction has been expired',
        'انتهت المهلة المسموح بها لإتمام الدفع.',
      ],
      ['"3DS": request timed out.', 'انتهت المهلة المسموح بها لإتمام الدفع.'],
      ['Timeout', 'انتهت المهلة المسموح بها لإتمام الدفع.'],
      [
        '3-D Secure transaction attempt failed (Authentication failed)',
        'لم يكتمل التحقق من البطاقة لدى البنك (3-D Secure).',
      ],
      [
        '"3DS": Authentication error occurred.',
        'لم يكتمل التحقق من البطاقة لدى البنك (3-D Secure).',
      ],
      ['Invalid OTP', 'رمز التحقق المدخل غير صحيح.'],
      [
        'Mobile number is not registered to use the STC Pay service.',
        'رقم الجوال غير مسجل في خدمة STC Pay.',
      ],
      ['Validation Failed', 'بيانات البطاقة غير صحيحة. تأكد من الرقم وتاريخ الانتهاء ورمز الأمان.'],
      ['Payment cannot be refunded', 'لا تقبل هذه العملية الاسترداد لدى بوابة الدفع.'],
    ]
    for (const [raw, arabic] of cases) assert.equal(paymentFailureText(raw), arabic, raw)
  })

  test('a gateway response code answers when the message says nothing known', ({ assert }) => {
    assert.equal(paymentFailureText(null, '51'), 'الرصيد غير كافٍ لإتمام الدفع.')
    assert.equal(paymentFailureText('Something odd', '54'), 'انتهت صلاحية البطاقة.')
    // a known message wins over the code
    assert.equal(paymentFailureText('INSUFFICIENT FUNDS', '54'), 'الرصيد غير كافٍ لإتمام الدفع.')
  })

  test('an unknown reason is one generic Arabic line, never the raw English; none at all is said so', ({
    assert,
  }) => {
    const unknown = paymentFailureText('Card brand XYZ is not on our allow list (E-7781)')
    assert.equal(unknown, 'رفض البنك أو بوابة الدفع العملية دون ذكر سبب معروف.')
    assert.notMatch(unknown, /[A-Za-z]/)
    assert.equal(paymentFailureText('  '), 'لم تكتمل عملية الدفع.')
    assert.equal(paymentFailureText(null, '99'), 'لم تكتمل عملية الدفع.')
  })
})
