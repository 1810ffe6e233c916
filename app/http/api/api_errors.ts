import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { DomainError } from '#exceptions/domain_error'
import { DOMAIN_ERRORS } from '#exceptions/domain_errors'
import { domainErrorBody } from '#http/pages/responses'
import router from '@adonisjs/core/services/router'

const INVALID_INPUT = 'البيانات المدخلة غير صحيحة'
const SERVER_ERROR = 'حدث خطأ غير متوقع، حاول مرة أخرى لاحقا'
const METHOD_NOT_ALLOWED = 'هذا العنوان لا يقبل هذه الطريقة، انظر الطرق المسموحة في Allow'
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The methods a path has routes for (HEAD with GET), or none when the path is unknown. */
function allowedMethods(path: string) {
  const allowed: string[] = METHODS.filter((method) => router.match(path, method) !== null)
  if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD')
  return allowed
}

/** The JSON body of an error message list: {message, errors: {field: [messages]}}. */
function fieldErrors(messages: { field: string; message: string }[]) {
  const errors: Record<string, string[]> = {}
  for (const { field, message } of messages) (errors[field] ??= []).push(message)
  return { message: messages[0]?.message ?? INVALID_INPUT, errors }
}

/**
 * Every error of /api/v1 as JSON: 422 with the field messages, 401, 403, 404 with the Arabic
 * not-found message, 405 with Allow for a method a known path does not take, 409 and the domain errors with their own status, 429 with Retry-After, and a
 * bare Arabic message for anything unexpected (logged, never its stack).
 */
export function apiErrorResponse(error: unknown, ctx: HttpContext) {
  const { response } = ctx
  if (error instanceof DomainError) {
    return response.status(error.status).send(domainErrorBody(error))
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    return response.status(422).send(fieldErrors(error.messages))
  }
  if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
    const retryAfter = error.response.availableIn
    response.header('Retry-After', String(retryAfter))
    return response.status(429).send({ message: 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة' })
  }
  if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
    return response.status(401).send({ message: DOMAIN_ERRORS.api_unauthenticated.message })
  }
  if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
    return response.status(403).send({ message: DOMAIN_ERRORS.forbidden.message })
  }
  const status = Number((error as { status?: number })?.status ?? 500)
  const code = (error as { code?: string })?.code
  if (code === 'E_ROUTE_NOT_FOUND') {
    // a known path asked with another method: 405 with the methods it takes (RFC 9110)
    const allowed = allowedMethods(ctx.request.url())
    if (allowed.length > 0) {
      response.header('Allow', allowed.join(', '))
      return response.status(405).send({ message: METHOD_NOT_ALLOWED, code: 'method_not_allowed' })
    }
  }
  if (status === 404 || code === 'E_ROW_NOT_FOUND' || code === 'E_ROUTE_NOT_FOUND') {
    return response.status(404).send({ message: DOMAIN_ERRORS.not_found.message })
  }
  if (status >= 400 && status < 500) {
    // body parser and other client errors: a clear message, not the framework's English
    return response.status(status).send({ message: INVALID_INPUT })
  }
  logger.error({ err: error, url: ctx.request.url() }, 'api call failed')
  return response.status(500).send({ message: SERVER_ERROR })
}
