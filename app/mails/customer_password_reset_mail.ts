import { BaseMail } from '@adonisjs/mail'
import { renderMailHtml, renderMailText, type MailContent } from '#mails/layout'

/** A storefront customer's password-reset link (app/services/customers/customer_password_service.ts). */
export default class CustomerPasswordResetMail extends BaseMail {
  subject: string

  constructor(
    private recipient: { name: string; email: string },
    private storeName: string,
    public readonly resetUrl: string,
    private validMinutes: number
  ) {
    super()
    this.subject = `إعادة تعيين كلمة المرور في ${storeName}`
  }

  prepare() {
    const content: MailContent = {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [
        `وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في ${this.storeName}.`,
        `اضغط الزر لاختيار كلمة مرور جديدة. الرابط صالح لمدة ${this.validMinutes} دقيقة ولمرة واحدة.`,
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: this.resetUrl },
      footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      signature: this.storeName,
    }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .html(renderMailHtml(content))
      .text(renderMailText(content))
  }
}
