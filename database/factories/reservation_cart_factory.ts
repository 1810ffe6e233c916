import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import ReservationCart from '#models/reservation_cart'
import Customer from '#models/customer'
import { CustomerFactory } from '#database/factories/customer_factory'
import { ReservationCartItemFactory } from '#database/factories/reservation_cart_item_factory'
import { ensureParent } from '#database/factories/support'

/** A customer's choice of services for a booking (step 2 of the wizard); add `.with('items')`. */
export const ReservationCartFactory = factory
  .define(ReservationCart, () => ({
    branchId: null,
    expiresAt: DateTime.now().plus({ hours: 2 }),
  }))
  .before('create', async (_, cart, ctx) => {
    await ensureParent(cart, ctx, 'customerId', Customer, () => CustomerFactory)
  })
  .relation('items', () => ReservationCartItemFactory)
  .build()
