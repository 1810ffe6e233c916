// To the website's owner when a customer places an order: who, how it is received, and a link to it.
import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'
import type { PurchaseFacts } from '#mails/purchase_mail'

const sar = (halalas: number) => (halalas / 100).toFixed(2)

export default class NewOrderMail extends LayoutMail {
  subject: string

  constructor(
    recipient: Recipient,
    /** `url`: the order's page in the dashboard (absolute) */
    public readonly facts: PurchaseFacts
  ) {
    super(recipient)
    this.subject = `طلب جديد رقم ${facts.number} في ${facts.websiteName}`
  }

  protected content(): MailContent {
    const { facts } = this
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [
        `وصل طلب جديد إلى ${facts.websiteName}${facts.customerName ? ` من ${facts.customerName}` : ''}، وهو بانتظار تأكيدك.`,
        `رقم الطلب: ${facts.number}`,
        ...(facts.delivery ?? []),
        facts.taxed === false
          ? `الإجمالي: ${sar(facts.total)} ر.س`
          : `الإجمالي: ${sar(facts.total)} ر.س شامل ضريبة القيمة المضافة`,
      ],
      action: { label: 'عرض الطلب في لوحة التحكم', url: facts.url },
      footnote: `وصلتك هذه الرسالة لأنك صاحب متجر ${facts.websiteName} في صفحتي.`,
    }
  }
}
