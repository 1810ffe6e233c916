import { ResetLinkMail } from '#mails/layout'

/** A merchant's password-reset link: signed and expiring (app/services/auth/password_reset_service.ts). */
export default class PasswordResetMail extends ResetLinkMail {
  subject = 'إعادة تعيين كلمة المرور في صفحتي'
  protected place = 'صفحتي'
}
