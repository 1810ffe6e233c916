/*
| The phone app's "today" board of a website (issue 30 item 5): today's bookings by hour and the orders
| to act on, with confirm, cancel and mark paid in one tap (PATCH {status} or {paid, payment_method}, the
| fields of the orders' and bookings' own PATCH). The order side needs the plan's branch_management_app,
| the booking side its reservations_app.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const TodayController = () => import('#controllers/dashboard/today_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router.get('/today', [TodayController, 'show']).as('today.show')
    router
      .patch('/today/orders/:id', [TodayController, 'updateOrder'])
      .where('id', id)
      .as('today.orders.update')
    // an order one fulfilment step forward, through the order page's own service (issue 36)
    router
      .post('/today/orders/:id/steps', [TodayController, 'stepOrder'])
      .where('id', id)
      .as('today.orders.steps.store')
    router
      .patch('/today/bookings/:id', [TodayController, 'updateBooking'])
      .where('id', id)
      .as('today.bookings.update')
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
