import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'
import { resetLinkContent } from '#mails/password_reset_mail'

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
      ...resetLinkContent(this.recipient, this.storeName, this.resetUrl, this.validMinutes),
      signature: this.storeName,
    }
  }
}
