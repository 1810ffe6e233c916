/*
| Preloaded after the routes and the kernel (adonisrc.ts): the transmit service resolves itself with a
| top-level await, which must not run in the middle of the route files' imports.
|
| The dashboard's live events (@adonisjs/transmit, server-sent events): GET /__transmit/events and
| POST /__transmit/subscribe|unsubscribe, for signed-in merchants only. A website's channel is private:
| only its owner and its managers (the permission table's orders.manage without a branch) may subscribe
| to it, so another merchant, or a branch's staff, never hears of its orders.
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import Website from '#models/website'
import { middleware } from '#start/kernel'
import { StaffAccess } from '#services/staff/staff_access'
import { can } from '#services/staff/permissions'

transmit.registerRoutes((route) => {
  route.use(middleware.auth({ guards: ['web'] }))
})

transmit.authorize<{ id: string }>('dashboard/websites/:id', async (ctx: HttpContext, { id }) => {
  const user = ctx.auth.use('web').user
  if (!user || !/^\d+$/.test(id)) return false
  const website = await Website.find(Number(id))
  if (!website) return false
  // the owner and a manager; a branch role would hear of other branches' customers
  const seat = await StaffAccess.seatOf(user.id, website)
  return seat !== null && seat.branchId === null && can(seat.role, 'orders.manage')
})
