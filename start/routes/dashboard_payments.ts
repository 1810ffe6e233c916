/*
| Online payments in a website's dashboard: the Moyasar account (show, PUT keys, POST check, DELETE)
| and the refunds of orders and bookings paid online.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const PaymentsController = () => import('#controllers/dashboard/payments_controller')
const PurchaseRefundsController = () => import('#controllers/dashboard/purchase_refunds_controller')

router
  .group(() => {
    router
      .group(() => {
        router.get('/payments', [PaymentsController, 'show']).as('payments.show')
        router.put('/payments', [PaymentsController, 'update']).as('payments.update')
        router.post('/payments/check', [PaymentsController, 'check']).as('payments.check')
        router.delete('/payments', [PaymentsController, 'destroy']).as('payments.destroy')
        router
          .post('/orders/:id/refunds', [PurchaseRefundsController, 'order'])
          .where('id', recordIdMatcher())
          .as('orders.refunds.store')
        router
          .post('/bookings/:id/refunds', [PurchaseRefundsController, 'booking'])
          .where('id', recordIdMatcher())
          .as('bookings.refunds.store')
      })
      .prefix('/dashboard/:username')
      .as('dashboard')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
