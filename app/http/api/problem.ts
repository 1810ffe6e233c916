// RFC 9457 problem details (application/problem+json) for the merchant API's answers that are errors.
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError } from '#exceptions/domain_error'
import { DOMAIN_ERRORS } from '#exceptions/domain_errors'
import { API_PREFIX } from '#config/api'

export const PROBLEM_TYPE = 'application/problem+json'

/** The merchant API's addresses: every error they answer is a problem. */
const MERCHANT_API_PREFIX = `${API_PREFIX}/merchant`

export function isMerchantApiRequest(ctx: HttpContext) {
  const path = ctx.request.url()
  return path === MERCHANT_API_PREFIX || path.startsWith(`${MERCHANT_API_PREFIX}/`)
}

/** The title of a problem by its status (the detail says what happened in this case). */
const TITLES: Record<number, string> = {
  400: 'طلب غير مفهوم',
  401: 'غير مصرح',
  403: 'غير مسموح',
  404: 'غير موجود',
  405: 'طريقة غير مسموحة',
  409: 'تعارض مع الحالة الحالية',
  413: 'الطلب كبير جدا',
  422: 'بيانات غير صحيحة',
  429: 'طلبات كثيرة',
  500: 'خطأ في الخادم',
}

/** The OpenAPI schema of a problem (components.schemas.Problem). */
export const PROBLEM_SCHEMA = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', description: 'urn:safhati:problem:<code>' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string', description: 'what happened, in Arabic' },
    code: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Arabic messages by field',
    },
  },
}

export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  code: string
  errors?: Record<string, string[]>
}

/** The methods a known path takes (HEAD with GET): a 405 names them in Allow. */
function allowedMethods(path: string) {
  const allowed: string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
    (method) => router.match(path, method) !== null
  )
  if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD')
  return allowed
}

/** A problem of a code: `type` is a URN of the code, stable for clients to branch on. */
export function problemOf(
  status: number,
  code: string,
  detail: string,
  errors?: Record<string, string[]>
): Problem {
  return {
    type: `urn:safhati:problem:${code}`,
    title: TITLES[status] ?? TITLES[status >= 500 ? 500 : 400],
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  }
}

/** Any error a merchant API operation throws, as a problem (an unexpected one is logged, 500). */
export function problemFromError(error: unknown, ctx: HttpContext): Problem {
  if (error instanceof DomainError) {
    const detail = error.userMessage
    return problemOf(
      error.status,
      error.reason,
      detail,
      error.field ? { [error.field]: [detail] } : undefined
    )
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const errors: Record<string, string[]> = {}
    for (const { field, message } of error.messages as { field: string; message: string }[]) {
      ;(errors[field] ??= []).push(message)
    }
    const first = Object.values(errors)[0]?.[0] ?? TITLES[422]
    return problemOf(422, 'validation_failed', first, errors)
  }
  const status = Number((error as { status?: number })?.status ?? 500)
  const code = (error as { code?: string })?.code
  if (code === 'E_ROUTE_NOT_FOUND') {
    const allowed = allowedMethods(ctx.request.url())
    if (allowed.length > 0) {
      ctx.response.header('Allow', allowed.join(', '))
      return problemOf(405, 'method_not_allowed', 'هذا العنوان لا يقبل هذه الطريقة، انظر Allow.')
    }
  }
  if (status === 404 || code === 'E_ROW_NOT_FOUND' || code === 'E_ROUTE_NOT_FOUND') {
    return problemOf(404, 'not_found', DOMAIN_ERRORS.not_found.message as string)
  }
  if (status >= 400 && status < 500) {
    return problemOf(status, 'bad_request', 'البيانات المدخلة غير صحيحة')
  }
  logger.error({ err: error, url: ctx.request.url() }, 'merchant api call failed')
  return problemOf(500, 'server_error', 'حدث خطأ غير متوقع، حاول مرة أخرى لاحقا')
}

/** Sends a problem with its media type (and the bearer challenge on a 401). */
export function sendProblem(ctx: HttpContext, problem: Problem) {
  if (problem.status === 401) {
    ctx.response.header('WWW-Authenticate', 'Bearer realm="safhati", error="invalid_token"')
  }
  ctx.response.header('Content-Type', `${PROBLEM_TYPE}; charset=utf-8`)
  ctx.response.status(problem.status).send(JSON.stringify(problem))
}
