/*
| The merchant's own account: /dashboard/account ('account' is a reserved username, so it never names a
| website). start/routes.ts imports this file before the website routes: the router tries routes in
| the order they were declared, so /dashboard/account is matched before /dashboard/:username.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AccountController = () => import('#controllers/dashboard/account_controller')

router
  .group(() => {
    router.get('/', [AccountController, 'show']).as('account.show')
    router.put('/', [AccountController, 'update']).as('account.update')
    router.post('/email', [AccountController, 'requestEmail']).as('account_email.store')
    router.put('/email', [AccountController, 'confirmEmail']).as('account_email.update')
    router.put('/password', [AccountController, 'updatePassword']).as('account_password.update')
  })
  .prefix('/dashboard/account')
  .as('dashboard')
  .use(middleware.auth({ guards: ['web'] }))
