/*
| Dashboard: the website's branches with their working hours and booking seats (DESIGN.md section 8),
| named dashboard.branches.<action>.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const BranchesController = () => import('#controllers/dashboard/branches_controller')

router
  .group(() => {
    router.resource('branches', BranchesController).except(['show']).where('id', recordIdMatcher())
  })
  .prefix('/dashboard/:username')
  .as('dashboard')
  .use([middleware.auth({ guards: ['web'] }), middleware.dashboardWebsite()])
