import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import {
  customerForgotPasswordValidator,
  customerResetPasswordValidator,
} from '#validators/customer_password'
import { CustomerPasswordService } from '#services/customers/customer_password_service'
import { absoluteUrlFor } from '#http/urls/urls'

const SENT = 'إذا كان البريد مسجلا لدينا فستصلك رسالة فيها رابط لإعادة تعيين كلمة المرور.'
const EXPIRED = 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته، اطلب رابطا جديدا.'

/** Forgot password by e-mail link: /o/{username}/forgot-password and /reset-password/{token}. */
export default class CustomerPasswordsController {
  async forgot({ inertia }: HttpContext) {
    return inertia.render('store/auth/forgot_password', {})
  }

  async send({ request, response, session, website }: HttpContext) {
    const { email } = await request.validateUsing(customerForgotPasswordValidator)
    // a few links an hour per address and browser: enough for a person, useless for flooding an inbox
    await limiter
      .use({ requests: 3, duration: '1 hour' })
      .attempt(`customer_reset_${website.id}_${email.toLowerCase()}`, () =>
        CustomerPasswordService.sendResetLink(website, email, (token) =>
          absoluteUrlFor(request, 'store.password.edit', { username: website.username, token })
        )
      )
    session.flash('success', SENT)
    return response.redirect().back()
  }

  async edit({ inertia, params, website }: HttpContext) {
    const reset = await CustomerPasswordService.findValid(website, String(params.token))
    return inertia.render('store/auth/reset_password', {
      token: reset ? String(params.token) : null,
      error: reset ? null : EXPIRED,
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const { token, password } = await request.validateUsing(customerResetPasswordValidator)
    const customer = await CustomerPasswordService.reset(website, token, password)
    if (!customer) {
      session.flashErrors({ token: EXPIRED })
      return response.redirect().back()
    }
    session.flash('success', 'تم تغيير كلمة المرور، سجل الدخول بكلمة المرور الجديدة.')
    return response.redirect().toRoute('store.session.create', { username: website.username })
  }
}
