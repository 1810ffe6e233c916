// The one reading of ?page=: a positive integer up to a cap; anything else is the first page.
import type { HttpContext } from '@adonisjs/core/http'

/** No list is that long: a larger number is a made-up address, answered as the last allowed page. */
export const MAX_PAGE = 10_000

/** A query string value as a page number: 1 for anything that is not a positive integer. */
export function pageNumber(value: unknown) {
  const page = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value
  return typeof page === 'number' && Number.isInteger(page) && page > 0
    ? Math.min(page, MAX_PAGE)
    : 1
}

/** The request's ?page= as a page number. */
export function pageOf(ctx: HttpContext) {
  return pageNumber(ctx.request.input('page'))
}
