import type { HttpContext } from '@adonisjs/core/http'
import { halalasToDecimal } from '#services/invoices/vat'
import { isApiPath } from '#config/api'
import { TOO_MANY_ATTEMPTS } from '#services/customers/customer_auth_service'

/** Whether a request is a call of the JSON API (always answered in JSON, errors included). */
export function isApiRequest(ctx: HttpContext) {
  return isApiPath(ctx.request.url())
}

/**
 * Keys of the presenters' data that hold integer halalas. The pages format them in the view; the API
 * sends them as decimal SAR strings with two places ("49.50"), as DESIGN.md section 8 says.
 */
const MONEY_KEYS = new Set([
  'price',
  'oldPrice',
  'newPrice',
  'extraPrice',
  'unitPrice',
  'lineTotal',
  'total',
  'subtotal',
  'vat',
  'paidAmount',
  'remaining',
  'amount',
  // an order's delivery fee (issue 36 item 4)
  'fee',
  'priceMonthly',
  'priceYearly',
  'priceOnce',
  // a plan's price display {monthly, yearly, once}
  'monthly',
  'yearly',
  'once',
])

function snake(key: string) {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)
}

/**
 * The presenters' plain data as the API sends it: snake_case keys (SPEC.md section 3 names), money as
 * decimal strings. Dates are already ISO-8601 strings in the presenters.
 */
export function toApi(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => toApi(item))
  if (value && typeof value === 'object') {
    if (value instanceof Date) return value.toISOString()
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [snake(k), toApi(v, k)])
    )
  }
  if (key && MONEY_KEYS.has(key) && typeof value === 'number') return halalasToDecimal(value)
  return value
}

/** The API's pagination: {data, meta: {total, per_page, current_page, last_page}}. */
export function paginationMeta(meta: {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
}) {
  return {
    total: Number(meta.total),
    per_page: Number(meta.perPage),
    current_page: Number(meta.currentPage),
    last_page: Number(meta.lastPage),
  }
}

/** A public GET answer: JSON with an ETag, and 304 without a body when the client has it already. */
export function publicJson(ctx: HttpContext, body: unknown) {
  ctx.response.header('Cache-Control', 'public, max-age=0, must-revalidate')
  return ctx.response.json(body, true)
}

/** A sign-in refused for too many attempts (a customer's or a merchant's): 429 and the wait. */
export function tooManyAttempts(ctx: HttpContext, waitSeconds: number) {
  ctx.response.header('Retry-After', String(waitSeconds))
  return ctx.response.status(429).send({ message: TOO_MANY_ATTEMPTS })
}
