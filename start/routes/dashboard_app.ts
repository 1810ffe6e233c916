/*
| The installable dashboard (issue 30 item 5): its web manifest, its service worker (scope /dashboard,
| allowed by its Service-Worker-Allowed header) and the offline page the worker keeps. Public and
| without a session: nothing in them depends on who asks. Registered before /dashboard/:username; the
| dots keep them apart from any username.
*/
import router from '@adonisjs/core/services/router'

const AppController = () => import('#controllers/dashboard/app_controller')

router
  .get('/dashboard/manifest.webmanifest', [AppController, 'manifest'])
  .as('dashboard.today.manifest')
router.get('/dashboard/sw.js', [AppController, 'worker']).as('dashboard.today.worker')
router.get('/dashboard/offline.html', [AppController, 'offline']).as('dashboard.today.offline')
