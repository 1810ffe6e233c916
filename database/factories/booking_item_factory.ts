import factory from '@adonisjs/lucid/factories'
import BookingItem from '#models/booking_item'
import Booking from '#models/booking'
import { BookingFactory } from '#database/factories/booking_factory'
import { SERVICE_NAMES, ensureParent, priceHalalas } from '#database/factories/support'

/** A booked service as it was when booked (name, option, duration, price in halalas). */
export const BookingItemFactory = factory
  .define(BookingItem, ({ faker }) => ({
    serviceId: null,
    serviceOptionId: null,
    serviceName: faker.helpers.arrayElement(SERVICE_NAMES),
    optionName: null,
    durationMinutes: faker.helpers.arrayElement([30, 45, 60]),
    price: priceHalalas(faker, 50, 600),
  }))
  .before('create', (_, item, ctx) =>
    ensureParent(item, ctx, 'bookingId', Booking, () => BookingFactory)
  )
  .build()
