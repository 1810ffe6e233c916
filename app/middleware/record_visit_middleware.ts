import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { VisitRecorder } from '#services/store/visit_recorder'

/** Whether this request is a page view worth counting (not a prefetch or a partial reload). */
function countsAsVisit({ request }: HttpContext) {
  if (request.method() !== 'GET') return false
  if ((request.header('purpose') ?? request.header('sec-purpose') ?? '').includes('prefetch')) {
    return false
  }
  return !request.header('x-inertia-partial-data') && !request.header('x-inertia-partial-except')
}

/**
 * Counts a visit of a storefront page in the visits table once the response has been sent: the
 * visitor never waits for it, and an error there is logged, never turned into a failed page.
 */
export default class RecordVisitMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    if (!countsAsVisit(ctx)) return

    const raw = ctx.response.response
    raw.once('finish', () => {
      if (raw.statusCode !== 200) return
      VisitRecorder.record(ctx.website, {
        path: ctx.request.url(true),
        referrer: ctx.request.header('referer') ?? null,
      }).catch((error) => {
        ctx.logger.warn({ err: error }, 'storefront visit not recorded')
      })
    })
  }
}
