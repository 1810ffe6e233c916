// The dashboard's orders and bookings lists filtered: status, days, branch, step and the customer search.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order from '#models/order'
import Booking from '#models/booking'
import type Website from '#models/website'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { sqlUtc } from '#services/sql_time'
import { likePattern } from '#services/sql_like'
import type { PurchaseFilters, PurchaseKind } from '#services/dashboard/purchase_desk'

/**
 * Customers a search may match and still be read through them (each one's rows in the index of its
 * customer, then sorted): more than this and the list is read newest first through the website's index,
 * which finds a page of a broad search after a few rows instead of sorting thousands.
 */
export const NARROW_SEARCH_CUSTOMERS = 200

/** The table of each kind of purchase. */
export const TABLES = { order: 'orders', booking: 'bookings' } as const

/** A query of orders or of bookings. */
export type AnyQuery = ModelQueryBuilderContract<LucidModel, any>

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
export interface NarrowSearch {
  q: string
  customerIds: number[]
}

/**
 * The customers a search matches, read once (a scan of the website's customers: `like '%...%'` has no
 * index), when there are at most NARROW_SEARCH_CUSTOMERS of them; null for a broad search.
 */
export async function narrowSearch(website: Website, q: string): Promise<NarrowSearch | null> {
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
export function filtered(
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
