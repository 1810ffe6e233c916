/*
| Preloaded after the routes and the kernel (adonisrc.ts): the transmit service resolves itself with a
| top-level await, which must not run in the middle of the route files' imports.
|
| The dashboard's live events (@adonisjs/transmit, server-sent events): GET /__transmit/events and
| POST /__transmit/subscribe|unsubscribe, for signed-in merchants only. Every channel is private: a
| website's own for its owner and managers, a branch's for that branch's staff and the kinds their role
| handles (app/services/dashboard/live_channels.ts), so nobody hears of another website's or another
| branch's customers.
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import Website from '#models/website'
import { middleware } from '#start/kernel'
import { StaffAccess } from '#services/staff/staff_access'
import { LiveChannels } from '#services/dashboard/live_channels'

transmit.registerRoutes((route) => {
  route.use(middleware.auth({ guards: ['web'] }))
})

/** Whether the signed-in person's seat at website `id` lets them hear `channel`. */
async function mayListen(ctx: HttpContext, id: string, channel: string) {
  const user = ctx.auth.use('web').user
  if (!user || !/^\d{1,9}$/.test(id)) return false
  const website = await Website.find(Number(id))
  if (!website) return false
  return LiveChannels.allows(website, await StaffAccess.seatOf(user.id, website), channel)
}

transmit.authorize<{ id: string }>('dashboard/websites/:id', (ctx: HttpContext, { id }) =>
  mayListen(ctx, id, `dashboard/websites/${id}`)
)

transmit.authorize<{ id: string; branch: string; kind: string }>(
  'dashboard/websites/:id/branches/:branch/:kind',
  (ctx: HttpContext, { id, branch, kind }) =>
    mayListen(ctx, id, `dashboard/websites/${id}/branches/${branch}/${kind}`)
)
