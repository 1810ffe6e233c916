import type { HttpContext } from '@adonisjs/core/http'
import { apiCustomerSignupValidator } from '#validators/customer_signup'
import { customerLoginValidator } from '#validators/customer_login'
import { refreshTokenValidator } from '#validators/api_tokens'
import { CustomerAuthService } from '#services/customers/customer_auth_service'
import { CustomerApiTokens } from '#services/customers/customer_api_tokens'
import { CustomerPresenter } from '#presenters/customer_presenter'
import { DomainError } from '#exceptions/domain_error'
import { toApi, tooManyAttempts } from '#http/api/api'
import { MerchantApiTokens } from '#services/auth/merchant_api_tokens'
import { ApiAuthPresenter } from '#presenters/api_auth_presenter'
import { forWebsite } from '#validators/website_scope'

/** Customer bearer tokens of /api/v1: register, login, refresh, logout, me. */
export default class AuthController {
  async register(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(
      apiCustomerSignupValidator,
      forWebsite(ctx.website)
    )
    const customer = await CustomerAuthService.register(ctx.website, data)
    const tokens = await CustomerApiTokens.issue(customer)
    return ctx.response.status(201).send(ApiAuthPresenter.customerSignedIn(customer, tokens))
  }

  async login(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(customerLoginValidator)
    const [throttled, customer] = await CustomerAuthService.attempt(ctx.website, email, password)
    if (throttled) return tooManyAttempts(ctx, throttled.response.availableIn)
    if (!customer) throw new DomainError('api_bad_credentials')
    return ApiAuthPresenter.customerSignedIn(customer, await CustomerApiTokens.issue(customer))
  }

  /**
   * SPEC.md names the field `token` (/auth/refresh) and `refreshToken` (/auth/refresh-token). The
   * token's prefix tells a merchant's from a customer's; both answer a new pair.
   */
  async refresh(ctx: HttpContext) {
    const body = ctx.request.body()
    const { refresh_token: value } = await refreshTokenValidator.validate({
      refresh_token: body.refresh_token ?? body.refreshToken ?? body.token,
    })
    if (MerchantApiTokens.owns(value)) {
      const { owner, tokens } = await MerchantApiTokens.refresh(value)
      return ApiAuthPresenter.merchantSignedIn(owner, tokens)
    }
    const { owner, tokens } = await CustomerApiTokens.refresh(value)
    return ApiAuthPresenter.customerSignedIn(owner, tokens)
  }

  async logout(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    await CustomerApiTokens.logout(customer, customer.currentAccessToken)
    return ApiAuthPresenter.signedOut()
  }

  async me(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    return { status: true, user: toApi(CustomerPresenter.customer(customer)) }
  }
}
