// The dashboard's orders and bookings lists: their filters, a page, the status counters and the badges.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order, { ORDER_STATUSES, type OrderStatus } from '#models/order'
import Booking from '#models/booking'
import type Website from '#models/website'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { Tallies } from '#services/dashboard/tallies'
import { sqlUtc } from '#services/sql_time'
import { likePattern } from '#services/sql_like'
import type { PurchaseFilters, PurchaseKind } from '#services/dashboard/purchase_desk'

/** Rows a page of the dashboard's lists shows. */
export const DESK_PER_PAGE = 20

/**
 * Customers a search may match and still be read through them (each one's rows in the index of its
 * customer, then sorted): more than this and the list is read newest first through the website's index,
 * which finds a page of a broad search after a few rows instead of sorting thousands.
 */
export const NARROW_SEARCH_CUSTOMERS = 200

const TABLES = { order: 'orders', booking: 'bookings' } as const

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

type AnyQuery = ModelQueryBuilderContract<LucidModel, any>

/**
 * The name's condition: SQLite's LIKE already ignores the case of ASCII letters, the only ones its
 * lower() folds, so lower(name) there only costs a call a customer (5,000 customers: 3 ms of a search)
 * and hides the name from the (website_id, name, phone) index; PostgreSQL's LIKE is case-sensitive.
 */
function nameMatches() {
  return db.connection().dialect.name === 'postgres'
    ? `lower(name) like ? escape '\\'`
    : `name like ? escape '\\'`
}

/** The ids of the website's customers whose name or phone contains the search. */
function matchingCustomers(website: Website, q: string) {
  return db
    .from('customers')
    .where('website_id', website.id)
    .where((match) => {
      match
        .whereRaw(nameMatches(), [likePattern(q.toLowerCase())])
        .orWhereRaw(`phone like ? escape '\\'`, [likePattern(q)])
    })
}

/** '#12' or '12': the number a search may be. */
function searchedNumber(q: string) {
  const digits = q.replace(/^#/, '')
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null
}

/**
 * The filters of the list on a query: status, a range of Saudi days (orders by the day they were
 * placed, bookings by the day of the appointment: the day's work), and a search by the customer's name or
 * phone, or the number ('#12' or '12'), or a booking's reservation code. Used by the CSV export too.
 */
export function applyFilters<Query extends AnyQuery>(
  query: Query,
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  withStatus = true
) {
  applyStatusAndDays(query, kind, filters, withStatus)
  const q = filters.q?.trim()
  if (q) {
    const number = searchedNumber(q)
    query.where((inner) => {
      inner.whereIn('customer_id', matchingCustomers(website, q).select('id'))
      if (number !== null) inner.orWhere('number', number)
      if (kind === 'booking') inner.orWhere('reservation_code', q.toUpperCase())
    })
  }
  return query
}

function applyStatusAndDays(
  query: AnyQuery,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  withStatus: boolean
) {
  const dayColumn = kind === 'order' ? 'created_at' : 'start_at'
  if (withStatus && filters.status) query.where('status', filters.status)
  if (kind === 'order' && filters.step) {
    const step = filters.step
    // an order completed before the steps existed (or seeded so) has no step and reads delivered
    query.where((inner) => {
      inner.where('fulfilment_step', step)
      if (step === 'delivered')
        inner.orWhere((old) => old.whereNull('fulfilment_step').where('status', 'success'))
    })
  }
  if (filters.branchId) query.where('branch_id', filters.branchId)
  if (filters.from) {
    const from = DateTime.fromISO(filters.from, { zone: STORE_TIMEZONE }).startOf('day')
    query.where(dayColumn, '>=', sqlUtc(from))
  }
  if (filters.to) {
    const to = DateTime.fromISO(filters.to, { zone: STORE_TIMEZONE })
      .startOf('day')
      .plus({ days: 1 })
    query.where(dayColumn, '<', sqlUtc(to))
  }
}

/** A narrow search: its text and the ids of the customers it matches (few, read once). */
interface NarrowSearch {
  q: string
  customerIds: number[]
}

/**
 * The customers a search matches, read once (a scan of the website's customers: `like '%...%'` has no
 * index), when there are at most NARROW_SEARCH_CUSTOMERS of them; null for a broad search.
 */
async function narrowSearch(website: Website, q: string): Promise<NarrowSearch | null> {
  const rows: { id: number }[] = await matchingCustomers(website, q)
    .select('id')
    .limit(NARROW_SEARCH_CUSTOMERS + 1)
  return rows.length <= NARROW_SEARCH_CUSTOMERS
    ? { q, customerIds: rows.map((row) => row.id) }
    : null
}

/**
 * The ids a narrow search matches, as a union of index ranges (the matched customers' rows, the
 * number, the reservation code): each branch is of the website, so a query of these ids needs no
 * other tenant condition, and without one neither planner reads the website's whole index to find
 * them. The customers' ids are one bound value (a JSON array, an int[]), so the statement's text is
 * the same whatever their number (SQLite keeps one prepared statement per text).
 */
function searchedIds(website: Website, kind: PurchaseKind, search: NarrowSearch) {
  const table = TABLES[kind]
  const ofWebsite = () => db.from(table).where('website_id', website.id).select('id')
  const branches = [
    db.connection().dialect.name === 'postgres'
      ? ofWebsite().whereRaw('customer_id = ANY(?::int[])', [search.customerIds])
      : ofWebsite().whereRaw('customer_id IN (SELECT value FROM json_each(?))', [
          JSON.stringify(search.customerIds),
        ]),
  ]
  const number = searchedNumber(search.q)
  if (number !== null) branches.push(ofWebsite().where('number', number))
  if (kind === 'booking') {
    branches.push(ofWebsite().where('reservation_code', search.q.toUpperCase()))
  }
  const [first, ...rest] = branches
  return rest.length ? first.union(rest) : first
}

function modelQuery(website: Website, kind: PurchaseKind, narrow: NarrowSearch | null): AnyQuery {
  if (narrow !== null) {
    const model = kind === 'order' ? Order : Booking
    return model.query().whereIn('id', searchedIds(website, kind, narrow)) as AnyQuery
  }
  return (
    kind === 'order' ? website.related('orders').query() : website.related('bookings').query()
  ) as AnyQuery
}

/** The list's rows (or their counts) under the filters, by the narrow search's ids when there is one. */
function filtered(
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  narrow: NarrowSearch | null,
  withStatus: boolean
) {
  const query = modelQuery(website, kind, narrow)
  if (narrow === null) return applyFilters(query, website, kind, filters, withStatus)
  applyStatusAndDays(query, kind, filters, withStatus)
  return query
}

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
