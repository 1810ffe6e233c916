import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'

/**
 * /api/v1 calls of a signed-in customer: a valid bearer token of the `api` guard (401 JSON without one
 * or with an expired one). The tenant is the customer's own website; a `username` naming another
 * website is not found here, so a token of one website opens nothing on another.
 */
export default class ApiCustomerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('api')
    if (!(await guard.check())) throw new DomainError('api_unauthenticated')
    const customer = guard.getUserOrFail()
    const website = await Website.query()
      .where('id', customer.websiteId)
      .where('not_found', false)
      .first()
    if (!website) throw new DomainError('api_unauthenticated')
    const username = ctx.request.qs().username ?? ctx.request.input('username')
    if (username && String(username).toLowerCase() !== website.username) {
      throw new DomainError('not_found')
    }
    ctx.website = website
    return next()
  }
}
