import { PurchaseMail } from '#mails/purchase_mail'

/** To the customer when the shop cancels an order or a booking. */
export default class PurchaseCancelledMail extends PurchaseMail {
  protected subjectLine() {
    return `تم إلغاء ${this.noun} رقم ${this.facts.number}`
  }

  protected news() {
    return [`نعتذر، ألغى ${this.facts.websiteName} ${this.noun}. إن كان لديك سؤال فتواصل معه.`]
  }
}
