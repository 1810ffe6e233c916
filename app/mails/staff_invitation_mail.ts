import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'

/** An invitation to a website's staff: who invited, the role, and the link to accept (app/services/staff/staff_invitations.ts). */
export default class StaffInvitationMail extends LayoutMail {
  subject: string

  constructor(
    recipient: Recipient,
    private websiteName: string,
    private roleLabel: string,
    public readonly acceptUrl: string,
    private validDays: number
  ) {
    super(recipient)
    this.subject = `دعوة للانضمام إلى فريق ${websiteName} في صفحتي`
  }

  protected content(): MailContent {
    return {
      greeting: 'مرحبا',
      lines: [
        `دعاك مالك «${this.websiteName}» للانضمام إلى فريق الموقع في صفحتي بدور «${this.roleLabel}».`,
        `اضغط الزر لقبول الدعوة: أنشئ كلمة مرور، أو سجّل الدخول إن كان لك حساب. الرابط صالح لمدة ${this.validDays} أيام ولمرة واحدة.`,
      ],
      action: { label: 'قبول الدعوة', url: this.acceptUrl },
      footnote: 'إذا لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة.',
    }
  }
}
