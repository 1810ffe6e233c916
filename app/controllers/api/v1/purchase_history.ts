// GET /api/v1/orders and /bookings (and one of them by id): the signed-in customer's purchases of one kind.
import type { HttpContext } from '@adonisjs/core/http'
import type Customer from '#models/customer'
import type Website from '#models/website'
import type Order from '#models/order'
import type Booking from '#models/booking'
import { found } from '#exceptions/domain_error'
import { CustomerPurchases } from '#services/customers/customer_purchases'
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

/** An own purchase with what its page shows beside it: the customer and the branch it is at. */
interface OwnPurchase<Row> {
  customer: Customer
  purchase: Row
  branch: Awaited<ReturnType<typeof CustomerPurchases.linesAndBranch>>
}

/**
 * The signed-in customer's own order or booking of `{id}` (anyone else's is not found), with its
 * lines and the branch it is at loaded.
 */
export async function ownPurchase(ctx: HttpContext, kind: 'order'): Promise<OwnPurchase<Order>>
export async function ownPurchase(ctx: HttpContext, kind: 'booking'): Promise<OwnPurchase<Booking>>
export async function ownPurchase(
  ctx: HttpContext,
  kind: 'order' | 'booking'
): Promise<OwnPurchase<Order | Booking>> {
  const customer = ctx.auth.use('api').getUserOrFail()
  const query =
    kind === 'order'
      ? CustomerPurchases.order(ctx.website, customer, ctx.params.id)
      : CustomerPurchases.booking(ctx.website, customer, ctx.params.id)
  const purchase = found(await query.first())
  const branch = await CustomerPurchases.linesAndBranch(ctx.website, purchase)
  return { customer, purchase, branch }
}
