import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator } from '#validators/password_reset'
import { PasswordResetService } from '#services/auth/password_reset_service'
import { PasswordResetLinks } from '#http/urls/password_reset_links'

const RESET_LINK_SENT =
  'إذا كان البريد مسجلا لدينا فستصلك خلال دقائق رسالة فيها رابط لإعادة تعيين كلمة المرور.'

/** 'Forgot password': asks for the e-mail and mails a signed reset link. */
export default class ForgotPasswordController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  async store({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await PasswordResetService.sendLink(email, (user) => PasswordResetLinks.linkFor(request, user))
    // the same answer whether or not the e-mail is registered
    session.flash('success', RESET_LINK_SENT)
    return response.redirect().toRoute('auth.password_forgot.create')
  }
}
