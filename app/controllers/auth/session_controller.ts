import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/login'
import { LoginService } from '#services/auth/login_service'
import { MerchantSession } from '#http/sessions/merchant_session'
import { VerificationService } from '#services/auth/verification_service'
// the same words as the storefront's sign-in
import {
  BAD_CREDENTIALS as INVALID_CREDENTIALS,
  TOO_MANY_ATTEMPTS,
} from '#services/customers/customer_auth_service'

/** Merchant login (/login) and logout (POST /logout). */
export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', { throttled: null })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, inertia } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const result = await LoginService.attempt(email, password)

    if (result.status === 'throttled') {
      response.status(429).header('Retry-After', String(result.waitSeconds))
      return inertia.render('auth/login', {
        throttled: { message: TOO_MANY_ATTEMPTS, retryAfter: result.waitSeconds, email },
      })
    }
    if (result.status === 'invalid') {
      session.flashExcept(['password', '_csrf'])
      session.flashErrors({ login: INVALID_CREDENTIALS })
      return response.redirect().toRoute('auth.session.create')
    }

    const user = result.user
    if (!user.isVerified) {
      MerchantSession.setPending(session, user)
      if (!(await VerificationService.liveCodeExpiry(user))) await VerificationService.send(user)
      session.flash('notification', 'أكد بريدك الإلكتروني أولا بالرمز الذي أرسلناه إليك.')
      return response.redirect().toRoute('auth.verification.show')
    }

    await MerchantSession.login(ctx, user, remember === true)
    return response.redirect().toRoute('dashboard.websites.index')
  }

  async destroy(ctx: HttpContext) {
    await MerchantSession.logout(ctx)
    return ctx.response.redirect().toRoute('marketing.home.show')
  }
}
