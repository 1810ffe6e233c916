import { PurchaseMail } from '#mails/purchase_mail'

/** To the customer when an order or a booking is placed: received, under review. */
export default class PurchaseReceivedMail extends PurchaseMail {
  protected subjectLine() {
    return `استلمنا ${this.noun} رقم ${this.facts.number} من ${this.facts.websiteName}`
  }

  protected news() {
    return [
      `شكرا لك، وصل ${this.noun} إلى ${this.facts.websiteName} وهو الآن بانتظار التأكيد. سنرسل لك رسالة عند تأكيده.`,
    ]
  }
}
