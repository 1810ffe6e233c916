import db from '@adonisjs/lucid/services/db'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { ORDER_STATUSES } from '#models/order'
import { BookingPresenter } from '#services/booking/booking_presenter'

export const BOOKINGS_PER_PAGE = 10

/**
 * A customer's bookings on one website: the three counters (one grouped query) and a page of the
 * table with the bills eager-loaded, a fixed number of queries whatever the count.
 */
export async function customerBookingsPage(website: Website, customer: Customer, page: number) {
  const counts = await db
    .from('bookings')
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

  const bookings = await website
    .related('bookings')
    .query()
    .where('customer_id', customer.id)
    .preload('bill')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, BOOKINGS_PER_PAGE)

  const meta = bookings.getMeta()
  return {
    stats,
    bookings: bookings.all().map(BookingPresenter.row),
    pagination: {
      currentPage: Number(meta.currentPage),
      lastPage: Number(meta.lastPage),
      total: Number(meta.total),
    },
  }
}
