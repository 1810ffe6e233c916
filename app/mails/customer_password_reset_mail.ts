import { ResetLinkMail, type MailContent, type Recipient } from '#mails/layout'

/** A storefront customer's password-reset link (app/services/customers/customer_password_service.ts). */
export default class CustomerPasswordResetMail extends ResetLinkMail {
  subject: string
  protected place: string

  constructor(
    recipient: Recipient,
    private storeName: string,
    resetUrl: string,
    validMinutes: number
  ) {
    super(recipient, resetUrl, validMinutes)
    this.subject = `إعادة تعيين كلمة المرور في ${storeName}`
    this.place = storeName
  }

  protected content(): MailContent {
    return { ...super.content(), signature: this.storeName }
  }
}
