import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Booking from '#models/booking'
import Customer from '#models/customer'
import { splitVat } from '#services/invoices/vat'
import { CustomerFactory } from '#database/factories/customer_factory'
import { BookingItemFactory } from '#database/factories/booking_item_factory'
import { BillFactory } from '#database/factories/bill_factory'
import {
  ensureParent,
  nextWebsiteNumber,
  priceHalalas,
  sequence,
} from '#database/factories/support'

/**
 * A pending booking tomorrow at 10:00 (Riyadh time) paid on arrival, for a customer of the website
 * (created when not given). Add lines with `.with('items')`.
 */
export const BookingFactory = factory
  .define(Booking, ({ faker }) => {
    const durationMinutes = faker.helpers.arrayElement([30, 60, 90])
    const startAt = DateTime.now()
      .setZone('Asia/Riyadh')
      .plus({ days: 1 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
    const { subtotal, vat, total } = splitVat(priceHalalas(faker, 50, 600))
    return {
      branchId: null,
      reservationCartId: null,
      reservationCode: `BK-${faker.string.alphanumeric({ length: 4, casing: 'upper' })}${sequence()}`,
      startAt,
      endAt: startAt.plus({ minutes: durationMinutes }),
      durationMinutes,
      status: 'pending' as const,
      paymentMethod: 'on_arrive' as const,
      subtotal,
      vat,
      total,
    }
  })
  .state('success', (booking) => {
    booking.status = 'success'
  })
  .state('cancel', (booking) => {
    booking.status = 'cancel'
  })
  .before('create', async (_, booking, ctx) => {
    await ensureParent(booking, ctx, 'customerId', Customer, () => CustomerFactory)
    booking.number ??= await nextWebsiteNumber(ctx, booking.websiteId, 'last_booking_number')
  })
  .relation('items', () => BookingItemFactory)
  .relation('bill', () => BillFactory)
  .build()
