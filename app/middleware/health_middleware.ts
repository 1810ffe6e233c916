import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { lifecycle } from '#http/server/lifecycle'
import { storesReady } from '#start/health'

/**
 * /health/live and /health/ready, answered before the router: no session, no database read for a
 * liveness probe, so a probe works while the database is down.
 *
 * - live: the process answers (200), whatever the database.
 * - ready: every store the install uses (the database; Redis when REDIS_HOST is set) answers within
 *   2 seconds and the server is not draining (200), else 503; the answer names each store, up or down.
 */
export default class HealthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    if (ctx.request.method() !== 'GET' || !url.startsWith('/health/')) return next()
    ctx.response.header('Cache-Control', 'no-store')

    if (url === '/health/live') {
      return ctx.response.ok({ status: 'ok' })
    }
    if (url === '/health/ready') {
      if (lifecycle.draining) {
        return ctx.response.status(503).send({ status: 'draining', database: 'unknown' })
      }
      const ready = await storesReady()
      return ctx.response
        .status(ready.ok ? 200 : 503)
        .send({ status: ready.ok ? 'ok' : 'unavailable', ...ready.stores })
    }
    return next()
  }
}
