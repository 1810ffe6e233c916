import { PurchaseMail } from '#mails/purchase_mail'
import { STEP_LABELS, type FulfilmentStep } from '#services/fulfilment/fulfilment_steps'

/** What each step's mail says in its subject (the order's number after "رقم") and first line. */
const WORDS: Record<
  FulfilmentStep,
  { subject: (n: number) => string; news: (shop: string) => string }
> = {
  confirmed: {
    subject: (n) => `تم تأكيد طلبك رقم ${n}`,
    news: (shop) => `أكد ${shop} طلبك، وسنخبرك بكل مرحلة حتى يصلك.`,
  },
  preparing: {
    subject: (n) => `طلبك رقم ${n} قيد التجهيز`,
    news: (shop) => `بدأ ${shop} تجهيز طلبك.`,
  },
  ready: {
    subject: (n) => `طلبك رقم ${n} جاهز للاستلام`,
    news: (shop) => `طلبك جاهز، ويمكنك استلامه من ${shop}.`,
  },
  out_for_delivery: {
    subject: (n) => `طلبك رقم ${n} في الطريق إليك`,
    news: (shop) => `خرج طلبك من ${shop} للتوصيل، وسيصلك قريبا.`,
  },
  delivered: {
    subject: (n) => `تم تسليم طلبك رقم ${n}`,
    news: (shop) => `سلّم ${shop} طلبك. شكرا لطلبك، ونسعد بخدمتك مرة أخرى.`,
  },
}

/** To the customer at each fulfilment step of an order: confirmed, preparing, ready, on the way, delivered. */
export default class OrderStepMail extends PurchaseMail {
  protected get step(): FulfilmentStep {
    return this.facts.step ?? 'confirmed'
  }

  protected subjectLine() {
    return WORDS[this.step].subject(this.facts.number)
  }

  protected news() {
    return [WORDS[this.step].news(this.facts.websiteName), `حالة الطلب: ${STEP_LABELS[this.step]}`]
  }
}
