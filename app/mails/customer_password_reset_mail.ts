import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'

/** A storefront customer's password-reset link (app/services/customers/customer_password_service.ts). */
export default class CustomerPasswordResetMail extends LayoutMail {
  subject: string

  constructor(
    recipient: Recipient,
    private storeName: string,
    public readonly resetUrl: string,
    private validMinutes: number
  ) {
    super(recipient)
    this.subject = `إعادة تعيين كلمة المرور في ${storeName}`
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [
        `وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في ${this.storeName}.`,
        `اضغط الزر لاختيار كلمة مرور جديدة. الرابط صالح لمدة ${this.validMinutes} دقيقة ولمرة واحدة.`,
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: this.resetUrl },
      footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      signature: this.storeName,
    }
  }
}
