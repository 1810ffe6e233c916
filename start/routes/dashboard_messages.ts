/*
| The contact inbox of a website's dashboard (DESIGN.md section 8: messages, index, show, destroy; and
| PATCH {read} to mark a message read or unread).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const MessagesController = () => import('#controllers/dashboard/messages_controller')

router
  .group(() => {
    router
      .group(() => {
        router
          .resource('messages', MessagesController)
          .only(['index', 'show', 'update', 'destroy'])
          .as('messages')
          .where('id', recordIdMatcher())
      })
      .prefix('/dashboard/:username')
      .as('dashboard')
      .use(middleware.dashboardWebsite())
  })
  // auth first, so a guest is sent to /login before any website is looked up
  .use(middleware.auth({ guards: ['web'] }))
