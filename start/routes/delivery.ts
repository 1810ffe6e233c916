/*
| Delivery representatives (issue 31 item 2): the merchant's list and cash to hand over, an order's
| representative (dashboard.*), and the representative's signed page of one order (store.delivery.*).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const RepresentativesController = () => import('#controllers/dashboard/representatives_controller')
const DeliveryController = () => import('#controllers/store/delivery_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router
      .resource('representatives', RepresentativesController)
      .only(['index', 'store', 'update'])
      .where('id', id)
    router
      .post('/representatives/:id/hand-over', [RepresentativesController, 'handOver'])
      .where('id', id)
      .as('representatives.hand_over')
    router
      .put('/orders/:id/representative', [RepresentativesController, 'assign'])
      .where('id', id)
      .as('orders.representative')
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])

router
  .group(() => {
    router
      .get('/delivery/:key', [DeliveryController, 'show'])
      .where('key', /^[A-Za-z0-9_-]{20,64}$/)
      .as('store.delivery.show')
    router
      .post('/delivery/:key', [DeliveryController, 'step'])
      .where('key', /^[A-Za-z0-9_-]{20,64}$/)
      .as('store.delivery.step')
  })
  .prefix('/o/:username')
  .use(middleware.website())
