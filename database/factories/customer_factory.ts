import factory from '@adonisjs/lucid/factories'
import Customer from '#models/customer'
import { ensureWebsite } from '#database/factories/website_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { fullName, hashedPassword, saudiPhone, sequence } from '#database/factories/support'

/** A storefront customer of one website, password 'secret123'. */
export const CustomerFactory = factory
  .define(Customer, async ({ faker }) => ({
    name: fullName(faker),
    email: `customer${sequence()}-${faker.string.alphanumeric(4).toLowerCase()}@example.com`,
    phone: saudiPhone(faker),
    password: await hashedPassword(),
  }))
  .before('create', ensureWebsite)
  .relation('addresses', () => AddressFactory)
  .relation('orders', () => OrderFactory)
  .relation('bookings', () => BookingFactory)
  .build()
