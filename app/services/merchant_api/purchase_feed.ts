// The merchant API's lists of orders and bookings: the dashboard's filters, read by cursor (newest first).
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Order from '#models/order'
import type Booking from '#models/booking'
import type Website from '#models/website'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import type { ApiPaymentStatus } from '#presenters/api_payment_presenter'
import {
  applyFilters,
  type PurchaseFilters,
  type PurchaseKind,
} from '#services/dashboard/purchase_desk'

/** A position in a list: the rows after (older than) or before (newer than) this id. */
export interface Cursor {
  direction: 'next' | 'prev'
  id: number
}

export interface FeedPage<Row> {
  rows: Row[]
  next: Cursor | null
  prev: Cursor | null
}

export const Cursors = {
  encode(cursor: Cursor) {
    return Buffer.from(`${cursor.direction === 'next' ? 'n' : 'p'}${cursor.id}`).toString(
      'base64url'
    )
  },

  /** A cursor from the query string; anything that is not one of ours is a 422. */
  decode(value: string | undefined): Cursor | null {
    if (value === undefined) return null
    const text = Buffer.from(value, 'base64url').toString()
    const match = /^([np])([1-9]\d{0,11})$/.exec(text)
    if (!match) throw new DomainError('api_cursor_invalid')
    return { direction: match[1] === 'n' ? 'next' : 'prev', id: Number(match[2]) }
  },
}

type AnyQuery = ModelQueryBuilderContract<LucidModel, any>

/** Only the purchases whose payment object would say `status` (the rule of apiPaymentStatus, in SQL). */
function wherePaymentIs(
  query: AnyQuery,
  website: Website,
  kind: PurchaseKind,
  status: ApiPaymentStatus
) {
  const key = kind === 'order' ? 'order_id' : 'booking_id'
  const paid = db
    .from('bills')
    .where('website_id', website.id)
    .where('status', 'paid')
    .whereNotNull(key)
    .select(key)
  if (status === 'unpaid') return query.whereNotIn('id', paid)
  if (status === 'paid') return query.whereIn('id', paid.where('refunded', '<=', 0))
  if (status === 'refunded') {
    return query.whereIn('id', paid.where('refunded', '>', 0).whereRaw('refunded >= total'))
  }
  return query.whereIn('id', paid.where('refunded', '>', 0).whereRaw('refunded < total'))
}

/**
 * One page of the website's orders or bookings under the dashboard's filters (status, Saudi days,
 * search: applyFilters, the same rules as the queue and its CSV) and the API's payment status, newest first by id, with the
 * customer and the bill. Keyset pages: a page costs the same at the start and deep in the list.
 */
export async function purchaseFeed<Row extends Order | Booking>(
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  cursor: Cursor | null,
  limit: number,
  paymentStatus?: ApiPaymentStatus
): Promise<FeedPage<Row>> {
  const base = (
    kind === 'order' ? website.related('orders').query() : website.related('bookings').query()
  ) as AnyQuery
  if (paymentStatus) wherePaymentIs(base, website, kind, paymentStatus)
  // typed as orders: bookings have the same two relations
  const query = (
    applyFilters(base, website, kind, filters) as unknown as ModelQueryBuilderContract<typeof Order>
  )
    .preload('customer', (customer) => customer.select('id', 'name', 'phone'))
    .preload('bill', (bill) => bill.where('website_id', website.id))
  return keysetPage<Row>(query, cursor, limit)
}

/**
 * A keyset page of a query, newest first by id: the rows after the cursor (older) or before it
 * (newer), `limit` of them, and the cursors of the pages on either side.
 */
export async function keysetPage<Row extends { id: number }>(
  query: {
    where(...args: any[]): unknown
    orderBy(...args: any[]): unknown
    limit(n: number): unknown
  },
  cursor: Cursor | null,
  limit: number
): Promise<FeedPage<Row>> {
  const backwards = cursor?.direction === 'prev'
  if (cursor) query.where('id', backwards ? '>' : '<', cursor.id)
  query.orderBy('id', backwards ? 'asc' : 'desc')
  const found = (await (query.limit(limit + 1) as Promise<unknown>)) as Row[]
  const more = found.length > limit
  const rows = found.slice(0, limit)
  if (backwards) rows.reverse()
  const first = rows[0]
  const last = rows[rows.length - 1]
  const hasOlder = backwards ? rows.length > 0 : more
  const hasNewer = backwards ? more : cursor !== null && rows.length > 0
  return {
    rows,
    next: hasOlder && last ? { direction: 'next', id: last.id } : null,
    prev: hasNewer && first ? { direction: 'prev', id: first.id } : null,
  }
}
