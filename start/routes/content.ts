import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/content/home_controller')

/** The merchant content site: /c/{username} */
router
  .group(() => {
    router.get('/', [HomeController, 'show']).as('content.home.show')
  })
  .prefix('/c/:username')
  .use(middleware.website())
