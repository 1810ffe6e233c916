/*
| A website's addresses (issue 30 item 2): /dashboard/{username}/domains, named dashboard.settings.domains.*
| (the settings ability of the staff roles).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const DomainsController = () => import('#controllers/dashboard/domains_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router.get('/domains', [DomainsController, 'index']).as('index')
    router.post('/domains', [DomainsController, 'store']).as('store')
    router.post('/domains/:id/verify', [DomainsController, 'verify']).where('id', id).as('verify')
    router
      .post('/domains/:id/primary', [DomainsController, 'primary'])
      .where('id', id)
      .as('primary')
    router.delete('/domains/:id', [DomainsController, 'destroy']).where('id', id).as('destroy')
  })
  .prefix('/dashboard/:username')
  .as('dashboard.settings.domains')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
