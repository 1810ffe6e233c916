/*
| Orders and bookings of a website's dashboard (DESIGN.md section 8: index with the filters status, from,
| to and q; show; PATCH {status, paid, payment_method}; GET export, the CSV of the filtered list), the
| printable tax invoice of each, the document the customer sees, and an order's fulfilment steps.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const OrdersController = () => import('#controllers/dashboard/orders_controller')
const BookingsController = () => import('#controllers/dashboard/bookings_controller')
const OrderStepsController = () => import('#controllers/dashboard/order_steps_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router
      .group(() => {
        router.get('/orders/export', [OrdersController, 'export']).as('orders.export')
        router
          .resource('orders', OrdersController)
          .only(['index', 'show', 'update'])
          .as('orders')
          .where('id', id)
        router
          .get('/orders/:id/invoice', [OrdersController, 'invoice'])
          .where('id', id)
          .as('orders.invoice')
        // an order's fulfilment step (issue 36): confirmed, preparing, ready, out for delivery, delivered
        router
          .post('/orders/:id/steps', [OrderStepsController, 'store'])
          .where('id', id)
          .as('orders.steps.store')

        router.get('/bookings/export', [BookingsController, 'export']).as('bookings.export')
        router
          .resource('bookings', BookingsController)
          .only(['index', 'show', 'update'])
          .as('bookings')
          .where('id', id)
        router
          .get('/bookings/:id/invoice', [BookingsController, 'invoice'])
          .where('id', id)
          .as('bookings.invoice')
      })
      .prefix('/dashboard/:username')
      .as('dashboard')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
