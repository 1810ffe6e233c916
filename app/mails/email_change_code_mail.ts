import { CodeMail } from '#mails/layout'

/**
 * The four-digit code that proves a merchant's new e-mail address (dashboard, "حسابي"). Sent to the
 * new address; the account keeps its old one until the code is typed.
 */
export default class EmailChangeCodeMail extends CodeMail {
  subject = 'رمز تأكيد بريدك الإلكتروني الجديد في صفحتي'
  protected intro =
    'طلبت تغيير البريد الإلكتروني لحسابك في صفحتي إلى هذا العنوان. أدخل الرمز التالي في صفحة حسابي لتأكيده:'
  protected footnote =
    'إذا لم تطلب هذا التغيير فتجاهل هذه الرسالة، ولن يتغير شيء، ولا تشارك الرمز مع أحد.'
}
