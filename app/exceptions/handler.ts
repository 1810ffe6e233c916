import app from '@adonisjs/core/services/app'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'
import { respondWithDomainError, wantsPage } from '#http/responses'
import { isApiRequest } from '#http/api'
import { apiErrorResponse } from '#http/api_errors'

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only in development; never in production or to a page. */
  protected debug = !app.inProduction && !app.inTest

  /**
   * Status pages in every environment: a visitor sees the 404 page or the 500 page, never a stack
   * or SQL. Errors are still reported to the log.
   */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '500..599': (_, { inertia }) => inertia.render('errors/server_error', {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // /api/v1 answers JSON for every error: never a page, a redirect or a stack
    if (isApiRequest(ctx)) return apiErrorResponse(error, ctx)
    // a broken business rule: its Arabic message under the field (or as a toast), or JSON; a missing
    // record is the 404 page like any other
    if (error instanceof DomainError && error.status !== 404) {
      return respondWithDomainError(ctx, error)
    }
    /**
     * A throttled form gets its Arabic message as a flash error on the page it came from, with what was
     * typed kept; an API or non-form request gets the plain 429.
     */
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS && ctx.request.method() !== 'GET') {
      if (wantsPage(ctx)) {
        const retryAfter = error.response.availableIn
        ctx.response.header('Retry-After', String(retryAfter))
        ctx.session.flashAll()
        ctx.session.flash('error', error.message)
        return ctx.response.redirect().back()
      }
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
