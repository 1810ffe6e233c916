import type { HttpContext } from '@adonisjs/core/http'
import type { DomainError } from '#exceptions/domain_error'

/**
 * Whether the request wants a page (a browser form or an Inertia visit) rather than JSON. The one test
 * every "page or JSON" answer uses.
 */
export function wantsPage({ request }: HttpContext) {
  return !!request.header('x-inertia') || request.accepts(['html', 'json']) === 'html'
}

/** The JSON body of a domain error: the Arabic message, the code, and the field's message list. */
export function domainErrorBody(error: DomainError) {
  const message = error.userMessage
  return {
    message,
    code: error.reason,
    ...(error.field ? { errors: { [error.field]: [message] } } : {}),
  }
}

/**
 * A domain error as the client expects it: JSON with its status, or, for a page, back to the form (or
 * to `redirectTo`) with the message under its field (errors bag) or as a toast, and what was typed kept.
 */
export function respondWithDomainError(ctx: HttpContext, error: DomainError, redirectTo?: string) {
  if (!wantsPage(ctx)) return ctx.response.status(error.status).send(domainErrorBody(error))
  ctx.session.flashAll()
  // the code lets a page add what goes with the message (a plan error links to the plans page)
  ctx.session.flash('error_code', error.reason)
  if (error.field) ctx.session.flashErrors({ [error.field]: error.userMessage })
  else ctx.session.flash('error', error.userMessage)
  return redirectTo ? ctx.response.redirect(redirectTo) : ctx.response.redirect().back()
}
