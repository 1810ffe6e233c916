import type { HttpContext } from '@adonisjs/core/http'
import { signupValidator } from '#validators/signup'
import { loginValidator } from '#validators/login'
import { SignupService } from '#services/auth/signup_service'
import { LoginService } from '#services/auth/login_service'
import { VerificationService } from '#services/auth/verification_service'
import { MerchantApiTokens } from '#services/auth/merchant_api_tokens'
import { ApiAuthPresenter } from '#presenters/api_auth_presenter'
import { tooManyAttempts } from '#http/api/api'
import { DomainError } from '#exceptions/domain_error'

/**
 * The marketing site's merchant calls (SPEC.md section 7, Marketing: /register, /login, /logout, /me)
 * over the same services as the sign-up and login pages. A new account confirms its e-mail with the
 * code sent to it (on the site) before /login gives it a token.
 */
export default class MerchantAuthController {
  async register(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(signupValidator)
    const user = await SignupService.register(data)
    await VerificationService.send(user)
    return ctx.response.status(201).send({
      status: true,
      message: 'تم التسجيل بنجاح قم بتسجيل الدخول',
      user: ApiAuthPresenter.merchant(user),
    })
  }

  async login(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(loginValidator)
    const result = await LoginService.attempt(email, password)
    if (result.status === 'throttled') return tooManyAttempts(ctx, result.waitSeconds)
    if (result.status === 'invalid') throw new DomainError('api_bad_credentials')
    if (!result.user.isVerified) {
      if (!(await VerificationService.liveCodeExpiry(result.user))) {
        await VerificationService.send(result.user)
      }
      throw new DomainError('api_email_not_verified')
    }
    return ApiAuthPresenter.merchantSignedIn(
      result.user,
      await MerchantApiTokens.issue(result.user)
    )
  }

  async logout(ctx: HttpContext) {
    const user = ctx.auth.use('merchant_api').getUserOrFail()
    await MerchantApiTokens.logout(user, user.currentAccessToken)
    return ApiAuthPresenter.signedOut()
  }

  async me(ctx: HttpContext) {
    const user = ctx.auth.use('merchant_api').getUserOrFail()
    return { status: true, user: ApiAuthPresenter.merchant(user) }
  }
}
