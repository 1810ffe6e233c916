import { PurchaseMail } from '#mails/purchase_mail'

/** To the customer when the shop confirms an order or a booking. */
export default class PurchaseConfirmedMail extends PurchaseMail {
  protected subjectLine() {
    return `تم تأكيد ${this.noun} رقم ${this.facts.number}`
  }

  protected news() {
    return this.facts.kind === 'booking'
      ? [`أكد ${this.facts.websiteName} ${this.noun}، ونحن بانتظارك في موعدك.`]
      : [`أكد ${this.facts.websiteName} ${this.noun}، وسيصلك قريبا. الدفع عند الاستلام.`]
  }
}
