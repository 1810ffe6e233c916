import type Customer from '#models/customer'
import type Website from '#models/website'
import { OrderPresenter } from '#presenters/order_presenter'
import { HISTORY_PER_PAGE, paginationOf, statusCounts } from '#services/customers/customer_history'

/**
 * A customer's orders on one website: the three counters and a page of the table (orders and their
 * bills eager-loaded: a fixed number of queries whatever the count).
 */
export async function customerOrdersPage(website: Website, customer: Customer, page: number) {
  const orders = await website
    .related('orders')
    .query()
    .where('customer_id', customer.id)
    .preload('bill')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, HISTORY_PER_PAGE)

  return {
    stats: await statusCounts('orders', website, customer),
    orders: orders.all().map(OrderPresenter.row),
    pagination: paginationOf(orders),
  }
}
