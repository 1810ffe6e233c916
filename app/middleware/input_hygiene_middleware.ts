import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Control characters (NUL and the rest of C0 but tab and line breaks, DEL, C1) and UTF-16 surrogates
 * with no partner: PostgreSQL refuses NUL, and none of them prints as anything but junk.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Bidi overrides and isolates can disguise any text a person reads (a name on an invoice, a post's
 * title in a feed, a link's words): refused in every text field. Secrets are taken as typed.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
const SECRET = /password|secret|token|signature|otp/i

/** Bodies written by another system (a payment gateway's event), kept exactly as it sent them. */
const MACHINE_BODIES = new Set(['store.payments.webhook', 'billing.webhook'])

export const BIDI_MESSAGE = 'يحتوي النص على رموز تحكم في اتجاه الكتابة غير مسموح بها.'

function clean(value: unknown, path: string, refused: string[]): unknown {
  if (typeof value === 'string') {
    const key = path.split('.').pop() ?? ''
    // a secret keeps every character typed but NUL, which no database column takes
    if (SECRET.test(key)) return value.replaceAll('\u0000', '')
    const cleaned = value.replace(CONTROL, '').replace(LONE_SURROGATE, '')
    if (BIDI_CONTROL.test(cleaned)) refused.push(path)
    return cleaned
  }
  if (Array.isArray(value))
    return value.map((item, index) => clean(item, `${path}.${index}`, refused))
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        clean(item, path ? `${path}.${key}` : key, refused),
      ])
    )
  }
  return value
}

/** The same value without bidi overrides or isolates (a query string that is only read). */
function stripBidi(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(BIDI_CONTROLS, '')
  if (Array.isArray(value)) return value.map(stripBidi)
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripBidi(item)]))
  }
  return value
}

/**
 * The one text rule of every form, JSON body and query string, in one place (router middleware, after the
 * bodyparser, so every validator sees its result): control characters and lone surrogates are removed
 * from every string; a bidi override or isolate in any text field is refused with an Arabic message
 * under that field, like any validation error. Validators trim.
 */
export default class InputHygieneMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (MACHINE_BODIES.has(ctx.route?.name ?? '')) return next()
    const refused: string[] = []
    const body = ctx.request.body()
    if (body && typeof body === 'object' && Object.keys(body).length) {
      ctx.request.updateBody(clean(body, '', refused) as Record<string, unknown>)
    }
    // the query string too: validators read it merged over the body (request.all()), so a field
    // given in the address of a POST would otherwise reach a stored column unchecked
    const qs = ctx.request.qs()
    if (qs && typeof qs === 'object' && Object.keys(qs).length) {
      const reading = ctx.request.method() === 'GET' || ctx.request.method() === 'HEAD'
      const qsRefused: string[] = []
      const cleaned = clean(qs, '', qsRefused) as Record<string, unknown>
      // a link that is only read (a search, a filter) loses the marks; one that writes is refused
      ctx.request.updateQs(reading ? (stripBidi(cleaned) as Record<string, unknown>) : cleaned)
      if (!reading) refused.push(...qsRefused)
    }
    if (refused.length) {
      throw new vineErrors.E_VALIDATION_ERROR(
        [...new Set(refused)].map((field) => ({
          field,
          message: BIDI_MESSAGE,
          rule: 'noBidiControls',
        }))
      )
    }
    return next()
  }
}
