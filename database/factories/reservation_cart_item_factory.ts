import factory from '@adonisjs/lucid/factories'
import ReservationCartItem from '#models/reservation_cart_item'
import ReservationCart from '#models/reservation_cart'
import Service from '#models/service'
import { ReservationCartFactory } from '#database/factories/reservation_cart_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { ensureParent } from '#database/factories/support'

/** A service chosen in a reservation cart (a service of the cart's website, created when not given). */
export const ReservationCartItemFactory = factory
  .define(ReservationCartItem, () => ({
    serviceOptionId: null,
  }))
  .before('create', async (_, item, ctx) => {
    await ensureParent(
      item,
      ctx,
      'reservationCartId',
      ReservationCart,
      () => ReservationCartFactory
    )
    await ensureParent(item, ctx, 'serviceId', Service, () => ServiceFactory)
  })
  .build()
