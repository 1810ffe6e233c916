// GET /api/v1/orders and /bookings: a page of the signed-in customer's purchases of one kind.
import type { HttpContext } from '@adonisjs/core/http'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { paginationMeta, toApi } from '#http/api/api'
import { HISTORY_PER_PAGE } from '#services/customers/customer_history'
import { pageQueryValidator } from '#validators/api_queries'

interface HistoryPage {
  stats: Record<string, number>
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** The page (?page=) of `key` with the counters, each row as the API spells it, under `key` and `data`. */
export async function purchaseHistory<Key extends 'orders' | 'bookings'>(
  ctx: HttpContext,
  key: Key,
  pageOf: (
    website: Website,
    customer: Customer,
    page: number
  ) => Promise<HistoryPage & Record<Key, unknown>>,
  apiRow: (row: unknown) => unknown
) {
  const customer = ctx.auth.use('api').getUserOrFail()
  const { page } = await ctx.request.validateUsing(pageQueryValidator)
  const result = await pageOf(ctx.website, customer, page ?? 1)
  const rows = (toApi(result[key]) as unknown[]).map(apiRow)
  return {
    [key]: rows,
    stats: result.stats,
    data: rows,
    meta: paginationMeta({ ...result.pagination, perPage: HISTORY_PER_PAGE }),
  }
}
