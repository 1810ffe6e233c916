import type { HttpContext } from '@adonisjs/core/http'
import { resetPasswordValidator } from '#validators/password_reset'
import { PasswordResetService } from '#services/auth/password_reset_service'
import { PasswordResetLinks } from '#http/urls/password_reset_links'
import { MerchantSession } from '#http/sessions/merchant_session'

/** The page behind the signed link of the reset mail. */
export default class PasswordResetController {
  async edit({ request, params, inertia, response }: HttpContext) {
    const user = await PasswordResetLinks.userFor(request, params.id)
    if (!user) {
      response.status(403)
      return inertia.render('auth/reset_password', { valid: false, email: null })
    }
    return inertia.render('auth/reset_password', { valid: true, email: user.email })
  }

  async update(ctx: HttpContext) {
    const { request, params, inertia, response, session } = ctx
    const user = await PasswordResetLinks.userFor(request, params.id)
    if (!user) {
      response.status(403)
      return inertia.render('auth/reset_password', { valid: false, email: null })
    }

    const { password } = await request.validateUsing(resetPasswordValidator)
    if (!(await PasswordResetService.reset(user, password))) {
      response.status(403)
      return inertia.render('auth/reset_password', { valid: false, email: null })
    }

    // every other session of the account has ended; this browser continues with the new password
    await MerchantSession.login(ctx, user)
    session.flash('success', 'تم تغيير كلمة المرور، وأغلقنا جلساتك على الأجهزة الأخرى.')
    return response.redirect().toRoute('dashboard.websites.index')
  }
}
