import { CodeMail, type Recipient } from '#mails/layout'

/** A storefront customer's six-digit sign-in code by e-mail (app/services/customers/customer_login_codes.ts). */
export default class CustomerLoginCodeMail extends CodeMail {
  subject: string
  protected intro: string
  protected footnote = 'إذا لم تطلب الدخول فتجاهل هذه الرسالة، ولا تشارك الرمز مع أحد.'

  constructor(recipient: Recipient, storeName: string, code: string, validMinutes: number) {
    super(recipient, code, validMinutes)
    this.subject = `رمز الدخول إلى ${storeName}`
    this.intro = `طلبت الدخول إلى حسابك في ${storeName}. أدخل الرمز التالي في صفحة الدخول:`
  }
}
