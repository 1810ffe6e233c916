import db from '@adonisjs/lucid/services/db'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { ORDER_STATUSES } from '#models/order'

/** Rows a page on the customer's orders and bookings lists. */
export const HISTORY_PER_PAGE = 10

/**
 * The three counters of a customer's orders or bookings on one website, in one grouped query. Orders
 * and bookings share the statuses success, pending and cancel.
 */
export async function statusCounts(
  table: 'orders' | 'bookings',
  website: Website,
  customer: Customer
) {
  const counts = await db
    .from(table)
    .where('website_id', website.id)
    .where('customer_id', customer.id)
    .groupBy('status')
    .select('status')
    .count('* as total')
  const stats = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ORDER_STATUSES)[number],
    number
  >
  for (const row of counts) {
    if (row.status in stats) stats[row.status as keyof typeof stats] = Number(row.total)
  }
  return stats
}

/** The pagination the list pages show, from a Lucid paginator. */
export function paginationOf(paginator: { currentPage: number; lastPage: number; total: number }) {
  return {
    currentPage: Number(paginator.currentPage),
    lastPage: Number(paginator.lastPage),
    total: Number(paginator.total),
  }
}
