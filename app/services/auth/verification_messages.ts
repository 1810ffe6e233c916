import type { SendResult, VerifyResult } from '#services/auth/verification_service'

/** 'محاولة واحدة', 'محاولتان', '3 محاولات' ... (Arabic counts). */
export function attemptsInArabic(count: number): string {
  if (count === 1) return 'محاولة واحدة'
  if (count === 2) return 'محاولتان'
  if (count >= 3 && count <= 10) return `${count} محاولات`
  return `${count} محاولة`
}

/** 'ثانية واحدة', 'ثانيتين', '45 ثانية' ... */
export function secondsInArabic(count: number): string {
  if (count === 1) return 'ثانية واحدة'
  if (count === 2) return 'ثانيتين'
  if (count >= 3 && count <= 10) return `${count} ثوان`
  return `${count} ثانية`
}

/** What the verification page says after each outcome. */
export const verificationMessages = {
  sent: 'أرسلنا رمزا جديدا إلى بريدك الإلكتروني.',

  failure(result: Exclude<VerifyResult, { status: 'verified' }>): string {
    switch (result.status) {
      case 'wrong':
        return `الرمز غير صحيح، بقيت لك ${attemptsInArabic(result.attemptsLeft)}.`
      case 'voided':
        return 'أدخلت رمزا خاطئا 5 مرات فألغي الرمز. اطلب رمزا جديدا.'
      case 'expired':
        return 'انتهت صلاحية الرمز. اطلب رمزا جديدا.'
      case 'missing':
        return 'لا يوجد رمز صالح لحسابك. اطلب رمزا جديدا.'
      case 'taken':
        return 'هذا البريد الإلكتروني مسجل من قبل.'
    }
  },

  sendProblem(result: Exclude<SendResult, { status: 'sent' }>): string {
    if (result.status === 'throttled') {
      return `يمكنك طلب رمز جديد بعد ${secondsInArabic(result.waitSeconds)}.`
    }
    return 'تعذر إرسال رمز التحقق الآن، حاول مرة أخرى بعد قليل.'
  },
}
