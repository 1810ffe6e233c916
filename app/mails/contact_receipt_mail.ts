import { BaseMail } from '@adonisjs/mail'
import { renderMailHtml, renderMailText, type MailContent } from '#mails/layout'

/** Confirms to the sender of a contact form that the message arrived, with a copy of it. */
export default class ContactReceiptMail extends BaseMail {
  subject: string

  constructor(
    private sender: { name: string; email: string; message: string },
    private recipientName: string
  ) {
    super()
    this.subject = `استلمنا رسالتك إلى ${recipientName}`
  }

  prepare() {
    const content: MailContent = {
      greeting: `مرحبا ${this.sender.name}`,
      lines: [
        `شكرا لتواصلك مع ${this.recipientName}. وصلت رسالتك وسنرد عليك في أقرب وقت.`,
        'نص رسالتك:',
        this.sender.message,
      ],
      footnote: 'إذا لم ترسل هذه الرسالة فتجاهل هذا البريد.',
    }
    this.message
      .to(this.sender.email, this.sender.name)
      .html(renderMailHtml(content))
      .text(renderMailText(content))
  }
}
