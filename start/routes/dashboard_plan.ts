/*
| The website's plan in the dashboard (the owner only: the permission table's 'billing'): the plan page,
| a checkout and its pay page, the callback Moyasar sends the merchant back to, and the invoices.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const PlanController = () => import('#controllers/dashboard/plan_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router
      .group(() => {
        router.get('/plan', [PlanController, 'show']).as('plan.show')
        router.post('/plan/checkouts', [PlanController, 'store']).as('plan.checkouts.store')
        router
          .get('/plan/checkouts/:id', [PlanController, 'checkout'])
          .where('id', id)
          .as('plan.checkouts.show')
        router
          .get('/plan/checkouts/:id/callback', [PlanController, 'callback'])
          .where('id', id)
          .as('plan.checkouts.callback')
        router
          .get('/plan/invoices/:id', [PlanController, 'invoice'])
          .where('id', id)
          .as('plan.invoices.show')
      })
      .prefix('/dashboard/:username')
      .as('dashboard')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
