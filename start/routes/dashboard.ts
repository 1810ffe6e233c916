/*
| The merchant dashboard (DESIGN.md section 8), named dashboard.<resource>.<action>. Web guard only: a
| storefront customer session is nobody here. Every website route lives under /dashboard/:username and
| goes through the dashboardWebsite middleware (the merchant's own website or the 404 page).
| /dashboard/account is kept for the merchant's own account ('account' is a reserved username).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const WebsitesController = () => import('#controllers/dashboard/websites_controller')
const OverviewController = () => import('#controllers/dashboard/overview_controller')

router
  .group(() => {
    // the merchant's home after login: their websites (one website opens its overview)
    router.get('/dashboard', [WebsitesController, 'index']).as('dashboard.websites.index')

    router
      .group(() => {
        router.get('/', [OverviewController, 'show']).as('dashboard.overview.show')
      })
      .prefix('/dashboard/:username')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest or a customer is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
