/*
| Service bookings on the storefront under /o/{username} (signed-in customers only): the five-step
| booking wizard, the bookings list, a booking's detail and its printable bill.
| Routes are named store.<resource>.<action>.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const BookingCartController = () => import('#controllers/store/booking/booking_cart_controller')
const BookingsController = () => import('#controllers/store/booking/bookings_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router.get('/booking/cart', [BookingCartController, 'show']).as('store.booking_cart.show')
    router.post('/booking/cart', [BookingCartController, 'store']).as('store.booking_cart.store')
    // the wizard at step 3 with its reservation cart: a refused confirmation comes back here
    router
      .get('/booking/cart/:cart', [BookingCartController, 'show'])
      .where('cart', id)
      .as('store.booking_cart.show_cart')

    router.get('/booking', [BookingsController, 'index']).as('store.bookings.index')
    router.post('/booking', [BookingsController, 'store']).as('store.bookings.store')
    router
      .get('/booking/success/:id', [BookingsController, 'success'])
      .where('id', id)
      .as('store.bookings.success')
    router
      .get('/booking/:id', [BookingsController, 'show'])
      .where('id', id)
      .as('store.bookings.show')
    router
      .get('/booking/:id/bill', [BookingsController, 'bill'])
      .where('id', id)
      .as('store.booking_bills.show')
  })
  .prefix('/o/:username')
  .use([middleware.website(), middleware.storeOpen(), middleware.customerAuth()])
