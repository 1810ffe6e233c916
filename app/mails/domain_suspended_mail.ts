import { LayoutMail, type MailContent } from '#mails/layout'

/** Tells the merchant that a custom domain lost its ownership TXT record and no longer serves the site. */
export default class DomainSuspendedMail extends LayoutMail {
  subject: string

  constructor(
    private owner: { name: string; email: string },
    private domain: { name: string; txtName: string; txtValue: string; settingsUrl: string },
    private graceDays: number
  ) {
    super(owner)
    this.subject = `أوقفنا النطاق ${domain.name} عن موقعك`
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.owner.name}`,
      lines: [
        `لم نجد سجل التحقق (TXT) للنطاق ${this.domain.name} منذ ${this.graceDays} أيام، فأوقفنا عرض موقعك عليه.`,
        `لإعادته أضف السجل من جديد لدى مزود النطاق: الاسم ${this.domain.txtName} والقيمة ${this.domain.txtValue}، ثم اضغط «تحقق الآن» في صفحة النطاقات.`,
        'يبقى موقعك متاحا على عنوانه في صفحتي.',
      ],
      action: { label: 'صفحة النطاقات', url: this.domain.settingsUrl },
      footnote: 'إذا نقلت النطاق عمدا فاحذفه من صفحة النطاقات ولن نراسلك بشأنه مرة أخرى.',
    }
  }
}
