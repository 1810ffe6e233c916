import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** NUL bytes and UTF-16 surrogates with no partner: PostgreSQL refuses them and they print as junk. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Bidi overrides and isolates can disguise a name or an address (on an invoice, a label). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
const NAME_OR_ADDRESS = /(^|_)(name|address|street|district|city|building|notes?)($|_)/

export const BIDI_MESSAGE = 'يحتوي النص على رموز تحكم في اتجاه الكتابة غير مسموح بها.'

function clean(value: unknown, path: string, refused: string[]): unknown {
  if (typeof value === 'string') {
    const cleaned = value.replace(NUL, '').replace(LONE_SURROGATE, '')
    const key = path.split('.').pop() ?? ''
    if (NAME_OR_ADDRESS.test(key) && BIDI_CONTROL.test(cleaned)) refused.push(path)
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

/**
 * Input hygiene for every form and JSON body, in one place (router middleware, after the bodyparser):
 * NUL bytes and lone surrogates are removed from every string; a bidi override in a name or an address
 * field is refused with an Arabic message under that field, like any validation error.
 */
export default class InputHygieneMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const body = ctx.request.body()
    if (body && typeof body === 'object' && Object.keys(body).length) {
      const refused: string[] = []
      const cleaned = clean(body, '', refused) as Record<string, unknown>
      ctx.request.updateBody(cleaned)
      if (refused.length) {
        throw new vineErrors.E_VALIDATION_ERROR(
          refused.map((field) => ({ field, message: BIDI_MESSAGE, rule: 'noBidiControls' }))
        )
      }
    }
    return next()
  }
}
