// The dashboard's orders and bookings lists: a page, the status counters and the badges.
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order, { ORDER_STATUSES, type OrderStatus } from '#models/order'
import Booking from '#models/booking'
import type Website from '#models/website'
import { Tallies } from '#services/dashboard/tallies'
import type { PurchaseFilters, PurchaseKind } from '#services/dashboard/purchase_desk'
import {
  filtered,
  narrowSearch,
  TABLES,
  type AnyQuery,
  type NarrowSearch,
} from '#services/dashboard/purchase_filters'

/** Rows a page of the dashboard's lists shows. */
export const DESK_PER_PAGE = 20

/** The columns of an order's row in the list (and of its customer's and bill's preloads). */
const ORDER_ROW_COLUMNS = [
  'id',
  'website_id',
  'customer_id',
  'number',
  'status',
  'fulfilment_step',
  'total',
  'customer_mobile',
  'created_at',
]

/** Newest first; two at the same second by their id. */
function newestFirst<Query extends AnyQuery>(query: Query) {
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc')
}

/**
 * The query of a page's rows. Page 1 reads its 20 rows; a later page skips the rows before it in the
 * ids alone (the (website_id, created_at, id) index, without a table row: page 1,000 of 100,000 orders
 * skips 19,980 index entries, not 19,980 orders) and reads its 20 rows by their ids. The ids are of the
 * website's filtered list, so their query needs no other tenant condition.
 */
function pageQuery(
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  narrow: NarrowSearch | null,
  page: number
): AnyQuery {
  const rows = () => filtered(website, kind, filters, narrow, true)
  if (page === 1) return newestFirst(rows()).limit(DESK_PER_PAGE)
  const ids = newestFirst(rows()).select(`${TABLES[kind]}.id`).forPage(page, DESK_PER_PAGE)
  const model = kind === 'order' ? Order : Booking
  return newestFirst(model.query().whereIn('id', ids) as AnyQuery)
}

export const PurchaseQueue = {
  /**
   * A page of the orders or bookings, newest first with the customer and the bill, and the count of
   * each status under the other filters (the tabs above the list). The page's total is read from those
   * counters, so no row is counted twice; without a search or (for bookings) a day range they are the
   * tallies kept with every change (app/services/dashboard/tallies.ts): a visit of page 1 or page 1,000
   * of a merchant with 100,000 orders counts none of them.
   */
  async list<Row>(
    website: Website,
    kind: PurchaseKind,
    filters: PurchaseFilters,
    pageNumber: number
  ) {
    const page = Math.max(1, pageNumber)
    const q = filters.q?.trim() || null
    const narrow = q ? await narrowSearch(website, q) : null
    const counters = await this.counters(website, kind, filters, narrow)
    const total = filters.status
      ? counters[filters.status]
      : ORDER_STATUSES.reduce((sum, status) => sum + counters[status], 0)
    const rows: Row[] =
      (page - 1) * DESK_PER_PAGE >= total
        ? []
        : await // typed as orders: bookings have the same two relations
          (
            pageQuery(website, kind, filters, narrow, page) as ModelQueryBuilderContract<
              typeof Order
            >
          )
            // what an order's row shows (PurchasePresenter.orderRow): 20 models of 9 columns, not 24
            .if(kind === 'order', (query) => query.select(ORDER_ROW_COLUMNS))
            // what a row shows of them (PurchasePresenter's rows): no password hash, no invoice text
            .preload('customer', (customer) => customer.select('id', 'name', 'phone'))
            // with its website, the bill is found through an index (without, a scan of every bill)
            .preload('bill', (bill) =>
              bill
                .where('website_id', website.id)
                .select('id', kind === 'order' ? 'order_id' : 'booking_id', 'status', 'total')
            )
            .then((found) => found as unknown as Row[])
    return {
      items: {
        all: () => rows,
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / DESK_PER_PAGE)),
        total,
      },
      counters,
    }
  },

  /**
   * The count of each status under the other filters: the tallies without a search (the orders' days
   * are the days they were placed, as the tallies'), else one grouped query.
   */
  async counters(
    website: Website,
    kind: PurchaseKind,
    filters: PurchaseFilters,
    narrow: NarrowSearch | null = null
  ): Promise<Record<OrderStatus, number>> {
    const q = filters.q?.trim()
    // the tallies are the website's, of every step: a branch's or a step's counts are counted
    const tallied = !filters.branchId && !(kind === 'order' && filters.step)
    if (tallied && !q && !filters.from && !filters.to) return Tallies.statusCounts(website.id, kind)
    if (tallied && !q && kind === 'order') {
      return Tallies.statusCountsOfDays(website.id, kind, { from: filters.from, to: filters.to })
    }
    const rows = await filtered(website, kind, filters, narrow, false)
      .groupBy('status')
      .select('status')
      // not 'total': that is a column of both models, so the count would land in the attribute
      .count('* as status_count')
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >
    for (const row of rows) {
      const status = (row as unknown as { status: OrderStatus }).status
      if (status in counts) counts[status] = Number(row.$extras.status_count)
    }
    return counts
  },

  /** Pending orders and bookings: the navigation's badges, from the tallies (a branch's: counted). */
  async pendingCounts(website: Website, branchId: number | null = null) {
    if (branchId !== null) {
      const pendingOf = async (table: string) => {
        const row = await db
          .from(table)
          .where('website_id', website.id)
          .where('branch_id', branchId)
          .where('status', 'pending')
          .count('* as total')
          .first()
        return Number(row?.total ?? 0)
      }
      return { orders: await pendingOf('orders'), bookings: await pendingOf('bookings') }
    }
    const counts = await Tallies.allStatusCounts(website.id)
    return { orders: counts.order.pending, bookings: counts.booking.pending }
  },
}
