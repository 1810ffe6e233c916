import type Customer from '#models/customer'
import type Website from '#models/website'
import { BookingPresenter } from '#presenters/booking_presenter'
import { HISTORY_PER_PAGE, paginationOf, statusCounts } from '#services/customers/customer_history'

/**
 * A customer's bookings on one website: the three counters and a page of the table with the bills
 * eager-loaded, a fixed number of queries whatever the count.
 */
export async function customerBookingsPage(website: Website, customer: Customer, page: number) {
  const bookings = await website
    .related('bookings')
    .query()
    .where('customer_id', customer.id)
    .preload('bill')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, HISTORY_PER_PAGE)

  return {
    stats: await statusCounts('bookings', website, customer),
    bookings: bookings.all().map(BookingPresenter.row),
    pagination: paginationOf(bookings),
  }
}
