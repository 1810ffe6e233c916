import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MerchantSession } from '#http/sessions/merchant_session'

/**
 * Runs after silent auth: a merchant session opened before the account's password was reset ends
 * here, before any page or shared prop sees the merchant.
 */
export default class MerchantSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await MerchantSession.enforceVersion(ctx)
    return next()
  }
}
