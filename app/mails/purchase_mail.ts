import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'
import type { FulfilmentStep } from '#services/fulfilment/fulfilment_steps'

/** What a customer's mail about an order or a booking says of it. */
export interface PurchaseFacts {
  kind: 'order' | 'booking'
  /** the shop's name (the mail is signed with it) */
  websiteName: string
  number: number
  /** in halalas; VAT-inclusive when `taxed` */
  total: number
  /** false when the shop issued a plain receipt: the mail says nothing of VAT (absent: an older job, taxed) */
  taxed?: boolean
  /** a booking's appointment: 'الاثنين 23 نوفمبر 2026، 10:30 ص - 11:00 ص' */
  appointment?: string
  reservationCode?: string
  /** the customer's page of this order or booking (absolute) */
  url: string
  /** an order's fulfilment step, for the mail of that step (order_step_mail.ts) */
  step?: FulfilmentStep
  /** an order's delivery: method (and branch), fee or «مجاني», requested date and slot (absent: an older job) */
  delivery?: string[]
  /** the customer, in the merchant's new-order mail */
  customerName?: string
}

const sar = (halalas: number) => (halalas / 100).toFixed(2)

/**
 * The customer's mails about an order or a booking (received, confirmed, cancelled): Arabic, right to
 * left, in the shared layout, signed by the shop, with a button to the order's or booking's page.
 */
export abstract class PurchaseMail extends LayoutMail {
  subject: string

  constructor(
    recipient: Recipient,
    public readonly facts: PurchaseFacts
  ) {
    super(recipient)
    this.subject = this.subjectLine()
  }

  protected abstract subjectLine(): string
  protected abstract news(): string[]

  protected get noun() {
    return this.facts.kind === 'booking' ? 'حجزك' : 'طلبك'
  }

  protected content(): MailContent {
    const { facts } = this
    const details = [
      `رقم ${facts.kind === 'booking' ? 'الحجز' : 'الطلب'}: ${facts.number}${facts.reservationCode ? ` (${facts.reservationCode})` : ''}`,
      ...(facts.appointment ? [`الموعد: ${facts.appointment}`] : []),
      ...(facts.delivery ?? []),
      facts.taxed === false
        ? `الإجمالي: ${sar(facts.total)} ر.س`
        : `الإجمالي: ${sar(facts.total)} ر.س شامل ضريبة القيمة المضافة`,
    ]
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [...this.news(), ...details],
      action: {
        label: facts.kind === 'booking' ? 'عرض الحجز' : 'عرض الطلب',
        url: facts.url,
      },
      footnote: `وصلتك هذه الرسالة لأنك ${facts.kind === 'booking' ? 'حجزت' : 'طلبت'} من ${facts.websiteName} عبر صفحتي.`,
      signature: facts.websiteName,
    }
  }
}
