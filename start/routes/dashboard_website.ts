/*
| The website's own settings and design in the merchant dashboard (DESIGN.md section 8): GET and PUT only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SettingsController = () => import('#controllers/dashboard/settings_controller')
const DesignController = () => import('#controllers/dashboard/design_controller')
const StoreOpeningController = () => import('#controllers/dashboard/store_opening_controller')
const DeliverySettingsController = () =>
  import('#controllers/dashboard/delivery_settings_controller')

router
  .group(() => {
    router
      .group(() => {
        router.get('/settings', [SettingsController, 'edit']).as('dashboard.settings.edit')
        router
          .put('/settings', [SettingsController, 'update'])
          .as('dashboard.settings.update')
          .use(middleware.uploads({ limit: '2mb' }))
        router.get('/design', [DesignController, 'edit']).as('dashboard.design.edit')
        router
          .put('/design', [DesignController, 'update'])
          .as('dashboard.design.update')
          .use(middleware.uploads({ limit: '2mb' }))
        // the "افتح المتجر" switch: visitors see the store, or its coming-soon page
        router
          .put('/store-opening', [StoreOpeningController, 'update'])
          .as('dashboard.store_opening.update')
        // delivery fee, free delivery, pick-up and requested dates (issue 36 item 4)
        router
          .get('/delivery-settings', [DeliverySettingsController, 'edit'])
          .as('dashboard.delivery_settings.edit')
        router
          .put('/delivery-settings', [DeliverySettingsController, 'update'])
          .as('dashboard.delivery_settings.update')
      })
      .prefix('/dashboard/:username')
      .use(middleware.dashboardWebsite())
  })
  .use(middleware.auth({ guards: ['web'] }))
