import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'

/** /api/v1 calls of a merchant: a valid bearer token of the `merchant_api` guard, else 401 JSON. */
export default class ApiMerchantMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!(await ctx.auth.use('merchant_api').check())) {
      throw new DomainError('api_unauthenticated')
    }
    return next()
  }
}
