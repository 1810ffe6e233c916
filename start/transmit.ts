/*
| Preloaded after the routes and the kernel (adonisrc.ts): the transmit service resolves itself with a
| top-level await, which must not run in the middle of the route files' imports.
|
| The dashboard's live events (@adonisjs/transmit, server-sent events): GET /__transmit/events and
| POST /__transmit/subscribe|unsubscribe, for signed-in merchants only. A website's channel is private:
| only its owner may subscribe to it, so another merchant never hears of its orders.
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import Website from '#models/website'
import { middleware } from '#start/kernel'

transmit.registerRoutes((route) => {
  route.use(middleware.auth({ guards: ['web'] }))
})

transmit.authorize<{ id: string }>('dashboard/websites/:id', async (ctx: HttpContext, { id }) => {
  const user = ctx.auth.use('web').user
  if (!user || !/^\d+$/.test(id)) return false
  const website = await Website.query().where('id', Number(id)).where('user_id', user.id).first()
  return website !== null
})
