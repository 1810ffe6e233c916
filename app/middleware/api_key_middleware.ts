// The merchant API's door: a live API key (bearer sfk_...) holding the scope its route names, else a problem.
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { ApiKeys, type ApiKeyRow, type ApiScope } from '#services/api_keys/api_keys'
import { problemFromError, sendProblem } from '#http/api/problem'
import { StaffAccess } from '#services/staff/staff_access'
import { can } from '#services/staff/permissions'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** the merchant API key of the call (set by the apiKey middleware) */
    apiKey?: ApiKeyRow
  }
}

/**
 * `middleware.apiKey({ scope })` on every merchant operation: the one place scopes are checked. A
 * missing, unknown or revoked key, or one whose maker no longer holds the website's API keys, is a 401;
 * a key without the scope, or a route its maker's role may not use, a 403; the key's website becomes
 * ctx.website, so every record is then reached through it (another website's id is a 404). Anything
 * the operation throws is answered as application/problem+json.
 */
export default class ApiKeyMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { scope: ApiScope }) {
    try {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.request.header('authorization') ?? '')
      const key = match ? await ApiKeys.authenticate(match[1]) : null
      if (!key) throw new DomainError('api_key_invalid')
      if (!key.scopes.includes(options.scope)) {
        throw new DomainError('api_scope_missing', { scope: options.scope })
      }
      const website = await Website.find(key.websiteId)
      if (!website) throw new DomainError('api_key_invalid')
      // the dashboard's permission table too: the key acts for the person who made it, while they
      // still hold the keys and the route's ability on the website (removed staff: the key is dead)
      const seat = await StaffAccess.seatOf(key.userId, website)
      if (!seat || !can(seat.role, 'api_keys')) throw new DomainError('api_key_invalid')
      if (!StaffAccess.allows(seat, ctx.route?.name)) {
        throw new DomainError('api_scope_missing', { scope: options.scope })
      }
      ctx.website = website
      ctx.apiKey = key
      await next()
    } catch (error) {
      sendProblem(ctx, problemFromError(error, ctx))
    }
  }
}
