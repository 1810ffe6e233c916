// "This customer's own order or booking": the one lookup of every store page, payment step and API call.
import type Booking from '#models/booking'
import type Customer from '#models/customer'
import type Order from '#models/order'
import type Website from '#models/website'

/** An id as given (a route param, a body field): anything but a positive integer finds nothing. */
function idOf(value: unknown) {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : 0
}

/**
 * Scoped to the website and the customer in the query itself: an unknown id, another customer's or
 * another website's purchase is the same miss (`.first()` is null, `.firstOrFail()` the 404), so ids
 * leak nothing. The bill comes with it, as every caller shows or charges it.
 */
export const CustomerPurchases = {
  /** All of the customer's orders on the website, their bills with them. */
  orders(website: Website, customer: Customer) {
    return website.related('orders').query().where('customer_id', customer.id).preload('bill')
  },

  /** All of the customer's bookings on the website, their bills with them. */
  bookings(website: Website, customer: Customer) {
    return website.related('bookings').query().where('customer_id', customer.id).preload('bill')
  },

  order(website: Website, customer: Customer, id: unknown) {
    return this.orders(website, customer).where('id', idOf(id))
  },

  booking(website: Website, customer: Customer, id: unknown) {
    return this.bookings(website, customer).where('id', idOf(id))
  },

  /**
   * What a purchase's detail shows besides the purchase: its lines loaded in the order they were added,
   * and the branch it was placed at (returned).
   */
  async linesAndBranch(website: Website, purchase: Order | Booking) {
    // cast: Lucid's load() of a union is not callable; both have `items` ordered by id alike
    await (purchase as Order).load('items', (q) => q.orderBy('id'))
    return this.branchOf(website, purchase)
  },

  /** The website's branch an order or a booking was placed at; null when none (or since deleted). */
  async branchOf(website: Website, purchase: { branchId: number | null }) {
    if (!purchase.branchId) return null
    return website.related('branches').query().where('id', purchase.branchId).first()
  },
}
