import { LayoutMail, type MailContent } from '#mails/layout'

/** Reminds the owner, 3 days and 1 day before, that the trial or the paid plan of a website ends. */
export default class PlanReminderMail extends LayoutMail {
  subject: string

  constructor(
    private owner: { name: string; email: string },
    private facts: {
      websiteName: string
      planName: string
      /** 'yyyy/MM/dd' in Saudi time */
      endsOn: string
      daysLeft: number
      trial: boolean
      planUrl: string
    }
  ) {
    super(owner)
    const what = facts.trial ? 'الفترة التجريبية' : `اشتراك ${facts.planName}`
    this.subject = `تنتهي ${what} لموقع ${facts.websiteName} ${facts.daysLeft === 1 ? 'غدا' : 'بعد 3 أيام'}`
  }

  protected content(): MailContent {
    const { facts } = this
    const when = facts.daysLeft === 1 ? 'غدا' : 'بعد 3 أيام'
    const lines = facts.trial
      ? [
          `تنتهي الفترة التجريبية لموقعك «${facts.websiteName}» ${when}، في ${facts.endsOn}.`,
          'اشترك في باقة شهرية أو سنوية لتبقى مزايا موقعك كلها متاحة لعملائك.',
        ]
      : [
          `ينتهي اشتراك ${facts.planName} لموقعك «${facts.websiteName}» ${when}، في ${facts.endsOn}.`,
          'جدد اشتراكك الآن ليستمر موقعك بلا انقطاع. إذا انتهى الاشتراك ينتقل الموقع إلى الباقة المجانية: تبقى بياناتك كلها محفوظة، ويُخفى عن الزوار ما يتجاوز حدود الباقة المجانية حتى تجدد.',
        ]
    return {
      greeting: `مرحبا ${this.owner.name}`,
      lines,
      action: { label: facts.trial ? 'اختر باقتك' : 'جدد الاشتراك', url: facts.planUrl },
      footnote: 'تصلك هذه الرسالة لأنك مالك الموقع على صفحتي.',
    }
  }
}
