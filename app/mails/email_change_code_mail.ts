import { LayoutMail, type MailContent } from '#mails/layout'

/**
 * The four-digit code that proves a merchant's new e-mail address (dashboard, "حسابي"). Sent to the
 * new address; the account keeps its old one until the code is typed.
 */
export default class EmailChangeCodeMail extends LayoutMail {
  subject = 'رمز تأكيد بريدك الإلكتروني الجديد في صفحتي'

  constructor(
    private recipient: { name: string; email: string },
    public readonly code: string,
    private validMinutes: number
  ) {
    super()
  }

  protected recipientAddress() {
    return { name: this.recipient.name, email: this.recipient.email }
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [
        'طلبت تغيير البريد الإلكتروني لحسابك في صفحتي إلى هذا العنوان. أدخل الرمز التالي في صفحة حسابي لتأكيده:',
        `الرمز صالح لمدة ${this.validMinutes} دقائق.`,
      ],
      code: this.code,
      footnote:
        'إذا لم تطلب هذا التغيير فتجاهل هذه الرسالة، ولن يتغير شيء، ولا تشارك الرمز مع أحد.',
    }
  }
}
