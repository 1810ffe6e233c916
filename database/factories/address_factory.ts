import factory from '@adonisjs/lucid/factories'
import Address from '#models/address'
import Customer from '#models/customer'
import { CustomerFactory } from '#database/factories/customer_factory'
import { CITIES, DISTRICTS, STREETS, ensureParent, shortAddress } from '#database/factories/support'

/** A customer's Saudi national address. */
export const AddressFactory = factory
  .define(Address, ({ faker }) => ({
    country: 'SA',
    city: faker.helpers.arrayElement(CITIES),
    district: faker.helpers.arrayElement(DISTRICTS),
    street: faker.helpers.arrayElement(STREETS),
    shortAddress: shortAddress(faker),
  }))
  .before('create', (_, address, ctx) =>
    ensureParent(address, ctx, 'customerId', Customer, () => CustomerFactory)
  )
  .build()
