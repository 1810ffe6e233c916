import { LayoutMail, type MailContent, type Recipient } from '#mails/layout'

/**
 * What a password-reset link mail says (a merchant's, a store customer's): the same words, naming
 * where the account is.
 */
export function resetLinkContent(
  recipient: Recipient,
  place: string,
  resetUrl: string,
  validMinutes: number
): MailContent {
  return {
    greeting: `مرحبا ${recipient.name}`,
    lines: [
      `وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في ${place}.`,
      `اضغط الزر لاختيار كلمة مرور جديدة. الرابط صالح لمدة ${validMinutes} دقيقة ولمرة واحدة.`,
    ],
    action: { label: 'إعادة تعيين كلمة المرور', url: resetUrl },
    footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  }
}

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
    return resetLinkContent(this.recipient, 'صفحتي', this.resetUrl, this.validMinutes)
  }
}
