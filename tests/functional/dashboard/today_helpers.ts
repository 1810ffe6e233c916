// A booking of today at a Saudi time, for the tests of the phone app's board.
import { DateTime } from 'luxon'
import type Website from '#models/website'
import type Customer from '#models/customer'
import { BookingFactory } from '#database/factories/booking_factory'
import { BillFactory } from '#database/factories/bill_factory'

/** A pending booking today at this Riyadh time (stored in UTC), with an unpaid on-arrival bill. */
export async function bookingToday(
  website: Website,
  customer: Customer,
  at: { hour: number; minute?: number; minutes?: number; branchId?: number | null }
) {
  const startAt = DateTime.now()
    .setZone('Asia/Riyadh')
    .set({ hour: at.hour, minute: at.minute ?? 0, second: 0, millisecond: 0 })
    .toUTC()
  const minutes = at.minutes ?? 30
  const booking = await BookingFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    startAt,
    endAt: startAt.plus({ minutes }),
    durationMinutes: minutes,
    branchId: at.branchId ?? null,
  }).create()
  await BillFactory.merge({
    websiteId: website.id,
    bookingId: booking.id,
    paymentMethod: 'on_arrive',
  }).create()
  return booking
}
