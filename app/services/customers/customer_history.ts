// A customer's orders and bookings lists: the status counters and a page of rows, newest first.
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { ORDER_STATUSES } from '#models/order'
import { BookingPresenter } from '#presenters/booking_presenter'
import { OrderPresenter } from '#presenters/order_presenter'
import { CustomerPurchases } from '#services/customers/customer_purchases'

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

/**
 * The counters and a page of the table, newest first, with the bills eager-loaded: a fixed number of
 * queries whatever the count.
 */
async function historyPage<Model extends LucidModel, Row>(
  table: 'orders' | 'bookings',
  { website, customer, page }: { website: Website; customer: Customer; page: number },
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  present: (row: InstanceType<Model>) => Row
) {
  const paginator = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, HISTORY_PER_PAGE)
  return {
    stats: await statusCounts(table, website, customer),
    rows: paginator.all().map((row) => present(row as InstanceType<Model>)),
    pagination: {
      currentPage: Number(paginator.currentPage),
      lastPage: Number(paginator.lastPage),
      total: Number(paginator.total),
    },
  }
}

/** A customer's orders on one website, as the account page and GET /api/v1/orders list them. */
export async function customerOrdersPage(website: Website, customer: Customer, page: number) {
  const query = CustomerPurchases.orders(website, customer)
  const list = await historyPage('orders', { website, customer, page }, query, OrderPresenter.row)
  return { stats: list.stats, orders: list.rows, pagination: list.pagination }
}

/** A customer's bookings on one website, as the account page and GET /api/v1/bookings list them. */
export async function customerBookingsPage(website: Website, customer: Customer, page: number) {
  const query = CustomerPurchases.bookings(website, customer)
  const list = await historyPage(
    'bookings',
    { website, customer, page },
    query,
    BookingPresenter.row
  )
  return { stats: list.stats, bookings: list.rows, pagination: list.pagination }
}
