/*
| The dashboard's integrations: the merchant API's keys and the webhook endpoints with their deliveries
| (/dashboard/{username}/api-keys, /webhooks). The owner only (dashboardWebsite: another merchant's or a
| customer's session finds nothing).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const ApiKeysController = () => import('#controllers/dashboard/api_keys_controller')
const WebhooksController = () => import('#controllers/dashboard/webhooks_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router
      .group(() => {
        router.get('/api-keys', [ApiKeysController, 'index']).as('api_keys.index')
        router.post('/api-keys', [ApiKeysController, 'store']).as('api_keys.store')
        router
          .delete('/api-keys/:id', [ApiKeysController, 'destroy'])
          .where('id', id)
          .as('api_keys.destroy')
        router.get('/webhooks', [WebhooksController, 'index']).as('webhooks.index')
        router.post('/webhooks', [WebhooksController, 'store']).as('webhooks.store')
        router
          .patch('/webhooks/:id', [WebhooksController, 'update'])
          .where('id', id)
          .as('webhooks.update')
        router
          .delete('/webhooks/:id', [WebhooksController, 'destroy'])
          .where('id', id)
          .as('webhooks.destroy')
        router
          .post('/webhook-deliveries/:id/resend', [WebhooksController, 'resend'])
          .where('id', id)
          .as('webhook_deliveries.resend')
      })
      .prefix('/dashboard/:username')
      .as('dashboard')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
