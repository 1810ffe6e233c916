import { LayoutMail, type MailContent } from '#mails/layout'

/** Confirms to the sender of a contact form that the message arrived, with a copy of it. */
export default class ContactReceiptMail extends LayoutMail {
  subject: string

  constructor(
    private sender: { name: string; email: string; message: string },
    private recipientName: string
  ) {
    super({ name: sender.name, email: sender.email })
    this.subject = `استلمنا رسالتك إلى ${recipientName}`
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.sender.name}`,
      lines: [
        `شكرا لتواصلك مع ${this.recipientName}. وصلت رسالتك وسنرد عليك في أقرب وقت.`,
        'نص رسالتك:',
        this.sender.message,
      ],
      footnote: 'إذا لم ترسل هذه الرسالة فتجاهل هذا البريد.',
    }
  }
}
