/*
| The merchant dashboard (DESIGN.md section 8), named dashboard.<resource>.<action>. Web guard only: a
| storefront customer session is nobody here. Every website route lives under /dashboard/:username and
| goes through the dashboardWebsite middleware (a website the person owns or is staff of, and a route
| their role may use, or the 404 page).
| /dashboard/account is kept for the merchant's own account ('account' is a reserved username).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordIdMatcher } from '#http/input/record_ids'

const WebsitesController = () => import('#controllers/dashboard/websites_controller')
const OverviewController = () => import('#controllers/dashboard/overview_controller')
const StaffController = () => import('#controllers/dashboard/staff_controller')

router
  .group(() => {
    // the merchant's home after login: their websites (one website opens its overview)
    router.get('/dashboard', [WebsitesController, 'index']).as('dashboard.websites.index')

    router
      .group(() => {
        router.get('/', [OverviewController, 'show']).as('dashboard.overview.show')
        // the website's people (the owner only: the permission table's 'staff')
        router.get('/staff', [StaffController, 'index']).as('dashboard.staff.index')
        router.post('/staff', [StaffController, 'store']).as('dashboard.staff.store')
        router
          .put('/staff/:id', [StaffController, 'update'])
          .where('id', recordIdMatcher())
          .as('dashboard.staff.update')
        router
          .delete('/staff/:id', [StaffController, 'destroy'])
          .where('id', recordIdMatcher())
          .as('dashboard.staff.destroy')
        router
          .delete('/staff-invitations/:id', [StaffController, 'cancelInvitation'])
          .where('id', recordIdMatcher())
          .as('dashboard.staff_invitations.destroy')
      })
      .prefix('/dashboard/:username')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest or a customer is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
