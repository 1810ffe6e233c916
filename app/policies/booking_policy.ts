import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type Customer from '#models/customer'
import type Booking from '#models/booking'

export const BOOKING_NOT_FOUND = 'الحجز غير موجود'

/**
 * A storefront customer sees and prints only their own bookings, on their own website. Anything else
 * is denied as not found (404), never as forbidden, so ids of others leak nothing.
 */
export default class BookingPolicy extends BasePolicy {
  private owns(customer: Customer, booking: Booking): AuthorizerResponse {
    return booking.websiteId === customer.websiteId && booking.customerId === customer.id
      ? true
      : AuthorizationResponse.deny(BOOKING_NOT_FOUND, 404)
  }

  view(customer: Customer, booking: Booking): AuthorizerResponse {
    return this.owns(customer, booking)
  }

  print(customer: Customer, booking: Booking): AuthorizerResponse {
    return this.owns(customer, booking)
  }
}
