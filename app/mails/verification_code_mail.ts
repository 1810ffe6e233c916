import { LayoutMail, type MailContent } from '#mails/layout'

/** The four-digit sign-up code (issue 4, step 2). The code is sent in clear here and stored hashed. */
export default class VerificationCodeMail extends LayoutMail {
  subject = 'رمز التحقق لحسابك في صفحتي'

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
        'شكرا لتسجيلك في صفحتي. أدخل الرمز التالي لتأكيد بريدك الإلكتروني:',
        `الرمز صالح لمدة ${this.validMinutes} دقائق.`,
      ],
      code: this.code,
      footnote: 'إذا لم تسجل في صفحتي فتجاهل هذه الرسالة، ولا تشارك الرمز مع أحد.',
    }
  }
}
