// An Inertia visit from another build gets its 409 at once: no render, no query, no page in the body.
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PageCache } from '#services/cache/page_cache'

/**
 * Inertia's own middleware answers a GET whose X-Inertia-Version is not the running build's with 409
 * and X-Inertia-Location, but only after the page was rendered, and the 409 still carried it. The
 * client only reloads the address on a 409, so this answers before the router: an old tab after a
 * deploy (or a client sending made-up versions) costs nothing and reads nothing.
 */
export default class InertiaVersionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (request.method() !== 'GET' || request.header('x-inertia') !== 'true') return next()
    if (request.header('x-inertia-version', '') === PageCache.assetsVersion()) return next()
    response.header('Vary', 'x-inertia')
    response.header('X-Inertia-Location', request.url(true))
    response.status(409).send('')
  }
}
