import db from '@adonisjs/lucid/services/db'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { ORDER_STATUSES } from '#models/order'
import { OrderPresenter } from '#services/orders/order_presenter'

export const ORDERS_PER_PAGE = 10

/**
 * A customer's orders on one website: the three counters (one grouped query) and a page of the table
 * (orders and their bills eager-loaded: a fixed number of queries whatever the count).
 */
export async function customerOrdersPage(website: Website, customer: Customer, page: number) {
  const counts = await db
    .from('orders')
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

  const orders = await website
    .related('orders')
    .query()
    .where('customer_id', customer.id)
    .preload('bill')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, ORDERS_PER_PAGE)

  const meta = orders.getMeta()
  return {
    stats,
    orders: orders.all().map(OrderPresenter.row),
    pagination: {
      currentPage: Number(meta.currentPage),
      lastPage: Number(meta.lastPage),
      total: Number(meta.total),
    },
  }
}
