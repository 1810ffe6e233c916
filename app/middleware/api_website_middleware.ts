import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'

/**
 * The tenant of a public /api/v1 call: SPEC.md section 7 passes the website as `?username=` (or in the
 * JSON body for a POST). Unknown or not_found websites answer the JSON 404.
 */
export default class ApiWebsiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const username = String(
      ctx.request.qs().username ?? ctx.request.input('username', '') ?? ''
    ).toLowerCase()
    const website = username ? await ApiWebsiteMiddleware.find(username) : null
    if (!website) throw new DomainError('not_found')
    ctx.website = website
    return next()
  }

  static find(username: string) {
    return Website.query().where('username', username).where('not_found', false).first()
  }
}
