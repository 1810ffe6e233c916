import { CodeMail } from '#mails/layout'

/** The four-digit sign-up code (issue 4, step 2). The code is sent in clear here and stored hashed. */
export default class VerificationCodeMail extends CodeMail {
  subject = 'رمز التحقق لحسابك في صفحتي'
  protected intro = 'شكرا لتسجيلك في صفحتي. أدخل الرمز التالي لتأكيد بريدك الإلكتروني:'
  protected footnote = 'إذا لم تسجل في صفحتي فتجاهل هذه الرسالة، ولا تشارك الرمز مع أحد.'
}
