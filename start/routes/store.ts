import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/store/home_controller')

/** The ordering storefront: /o/{username} */
router
  .group(() => {
    router.get('/', [HomeController, 'show']).as('store.home.show')
  })
  .prefix('/o/:username')
  .use(middleware.website())
