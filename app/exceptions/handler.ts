import app from '@adonisjs/core/services/app'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as driveErrors } from '@adonisjs/drive'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'
import { respondWithDomainError, wantsPage } from '#http/pages/responses'
import { isApiRequest } from '#http/api/api'
import { apiErrorResponse } from '#http/api/api_errors'
import { ensureRequestId } from '#http/server/request_ids'
import { isMerchantApiRequest, problemFromError, sendProblem } from '#http/api/problem'

/** Shown with 503 while the database cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'نواجه عطلا مؤقتا، أعد المحاولة بعد قليل.'

/** Connection-level failures (not a bad query): refused, reset, timed out, the server shutting down. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
])

function isDatabaseDown(error: unknown) {
  if (!error || typeof error !== 'object') return false
  const { code, name, message } = error as { code?: string; name?: string; message?: string }
  return (
    (!!code && CONNECTION_ERRORS.has(code)) ||
    name === 'KnexTimeoutError' ||
    // Redis away (SESSION_DRIVER=redis: every signed-in page reads it): ioredis gave the command up
    name === 'MaxRetriesPerRequestError' ||
    /Connection terminated|Timeout acquiring a connection|^Connection is closed\.$/i.test(
      message ?? ''
    )
  )
}

/** Shown when a form's CSRF token is refused (status 419). */
export const CSRF_REFUSED_MESSAGE = 'انتهت صلاحية الصفحة، أعد تحميلها ثم أرسل النموذج مرة أخرى.'

/** A request body the server could not read: the bodyparser's own words are English. */
const UNREADABLE_BODY_MESSAGE =
  'تعذرت قراءة البيانات المرسلة، أعد تحميل الصفحة ثم أرسل النموذج مرة أخرى.'
const BODY_TOO_LARGE_MESSAGE = 'البيانات المرسلة أكبر من الحجم المسموح.'

/**
 * The bodyparser's client errors (malformed JSON, a broken multipart body, a body too large, an
 * unsupported encoding, an aborted upload), or null for any other error.
 */
function bodyParserError(error: unknown) {
  if (!error || typeof error !== 'object') return null
  const { status, code, body } = error as { status?: number; code?: string; body?: unknown }
  if (!status || status < 400 || status >= 500) return null
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
    return { status, message: BODY_TOO_LARGE_MESSAGE, code: 'BODY_TOO_LARGE' }
  }
  const unreadable =
    (code !== undefined &&
      [
        'E_INVALID_MULTIPART_REQUEST',
        'E_ENCODING_UNSUPPORTED',
        'E_REQUEST_ABORTED',
        'E_STREAM_VALIDATION_FAILURE',
      ].includes(code)) ||
    // JSON.parse's SyntaxError, given the status and the raw body by the bodyparser
    (error instanceof SyntaxError && body !== undefined) ||
    (error as Error).message === 'Invalid JSON, only supports object and array'
  return unreadable ? { status, message: UNREADABLE_BODY_MESSAGE, code: 'BODY_UNREADABLE' } : null
}

/** The server error page's props (inertia/pages/errors/server_error.tsx types its props from it). */
export interface ServerErrorPageProps {
  /** the request's id, quoted to support */
  reference: string
}

/** The reference a person quotes to support: the request's id, the one its error's log line carries. */
function referenceOf(ctx: HttpContext) {
  return ensureRequestId(ctx.request.request.headers)
}

/** The status pages' words, for when the page itself cannot be rendered. */
const NOT_FOUND_PLAIN = {
  title: 'الصفحة غير موجودة',
  text: 'ربما كتب الرابط بشكل خاطئ، أو نقلت الصفحة إلى مكان آخر.',
}
const SERVER_ERROR_PLAIN = {
  title: 'حدث خطأ غير متوقع',
  text: 'نعتذر عن ذلك، حاول مرة أخرى بعد قليل.',
}

/**
 * Renders a status page, or, when that fails too (the area's shared data needs the database that just
 * failed), a plain Arabic page: never the error's own message, which may carry SQL.
 */
async function withPlainFallback(
  ctx: HttpContext,
  render: () => unknown,
  plain: { title: string; text: string; reference?: string }
) {
  try {
    return await render()
  } catch (error) {
    ctx.logger.error({ err: error }, 'the status page could not be rendered')
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return (
      `<!DOCTYPE html><html lang="ar" dir="rtl"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>صفحتي | ${plain.title}</title>` +
      `<h1>${plain.title}</h1><p>${plain.text}</p>` +
      (plain.reference ? `<p>رقم المرجع: <bdi>${plain.reference}</bdi></p>` : '') +
      `<p><a href="/">العودة إلى الرئيسية</a></p></html>`
    )
  }
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only in development; never in production or to a page. */
  protected debug = !app.inProduction && !app.inTest

  /**
   * Status pages in every environment: a visitor sees the 404 page or the 500 page, never a stack
   * or SQL. Errors are still reported to the log.
   */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) =>
      withPlainFallback(ctx, () => ctx.inertia.render('errors/not_found', {}), NOT_FOUND_PLAIN),
    '500..599': (_, ctx) =>
      withPlainFallback(
        ctx,
        () =>
          ctx.inertia.render('errors/server_error', {
            reference: referenceOf(ctx),
          } satisfies ServerErrorPageProps),
        { ...SERVER_ERROR_PLAIN, reference: referenceOf(ctx) }
      ),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // /api/v1 answers JSON for every error: never a page, a redirect or a stack
    if (isApiRequest(ctx)) {
      // the merchant API (/api/v1/merchant): RFC 9457 problems
      if (isMerchantApiRequest(ctx) && !isDatabaseDown(error)) {
        return sendProblem(ctx, problemFromError(error, ctx))
      }
      return isDatabaseDown(error) ? this.serviceUnavailable(ctx) : apiErrorResponse(error, ctx)
    }
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) return this.csrfRefused(ctx)
    /**
     * A file of /uploads that is not there is the 404 page like any other address: drive's own answer
     * is the English 'File not found' (and its stack outside production).
     */
    if (error instanceof driveErrors.CannotServeFileException) {
      const { status } = error.parseError(error)
      return super.handle(Object.assign(new Error(error.message), { status }), ctx)
    }
    if (isDatabaseDown(error)) return this.serviceUnavailable(ctx)
    const unreadable = bodyParserError(error)
    if (unreadable) return this.plainRefusal(ctx, unreadable)
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

  /**
   * A refused CSRF token (usually a page left open past its session) answers 419, never a redirect:
   * JSON gets the Arabic message; an Inertia visit gets it too, and its page (inertia/app/app.tsx)
   * reloads to show it as a toast, with a fresh token; a plain form post gets the message as a page.
   */
  protected csrfRefused(ctx: HttpContext) {
    const message = CSRF_REFUSED_MESSAGE
    ctx.response.status(419)
    if (ctx.request.header('x-inertia')) {
      ctx.session?.flash('error', message)
      return ctx.response.send({ message, code: 'CSRF_REFUSED' })
    }
    if (!wantsPage(ctx)) return ctx.response.send({ message, code: 'CSRF_REFUSED' })
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return ctx.response.send(
      `<!DOCTYPE html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>صفحتي</title>` +
        `<p>${message}</p><p><a href="/">الصفحة الرئيسية</a></p></html>`
    )
  }

  /**
   * A request refused before the session was read (the bodyparser runs first): its status with the
   * Arabic message, as JSON (an Inertia visit or an API-like call) or as a small page.
   */
  protected plainRefusal(
    ctx: HttpContext,
    { status, message, code }: { status: number; message: string; code: string }
  ) {
    ctx.response.status(status)
    if (!wantsPage(ctx) || ctx.request.header('x-inertia')) {
      return ctx.response.send({ message, code })
    }
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return ctx.response.send(
      `<!DOCTYPE html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>صفحتي</title>` +
        `<p>${message}</p><p><a href="/">الصفحة الرئيسية</a></p></html>`
    )
  }

  /**
   * The database cannot be reached: 503 with an Arabic page (plain HTML: the layout's shared data and
   * the session may need the database themselves) or JSON, and Retry-After. The pool reconnects by
   * itself, so the app recovers when the database is back, without a restart.
   */
  protected serviceUnavailable(ctx: HttpContext) {
    ctx.response.status(503).header('Retry-After', '30')
    if (!wantsPage(ctx) || ctx.request.header('x-inertia')) {
      return ctx.response.send({
        message: SERVICE_UNAVAILABLE_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
      })
    }
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return ctx.response.send(
      `<!DOCTYPE html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>صفحتي</title>` +
        `<h1>الخدمة غير متاحة مؤقتا</h1><p>${SERVICE_UNAVAILABLE_MESSAGE}</p></html>`
    )
  }

  async report(error: unknown, ctx: HttpContext) {
    // the log line of the error carries the reference its 500 page shows (bin/server.ts sets it first)
    ensureRequestId(ctx.request.request.headers)
    return super.report(error, ctx)
  }
}
