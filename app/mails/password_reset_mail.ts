import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'

/** A merchant's password-reset link: signed and expiring (app/services/auth/password_reset_service.ts). */
export default class PasswordResetMail extends LayoutMail {
  subject = 'إعادة تعيين كلمة المرور في صفحتي'

  constructor(
    recipient: Recipient,
    public readonly resetUrl: string,
    private validMinutes: number
  ) {
    super(recipient)
  }

  protected content(): MailContent {
    return {
      greeting: `مرحبا ${this.recipient.name}`,
      lines: [
        'وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في صفحتي.',
        `اضغط الزر لاختيار كلمة مرور جديدة. الرابط صالح لمدة ${this.validMinutes} دقيقة ولمرة واحدة.`,
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: this.resetUrl },
      footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
    }
  }
}
