import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { VisitRecorder } from '#services/store/visit_recorder'

/**
 * Counts a visit of a storefront page in the visits table once the response has been sent: the
 * visitor never waits for it, and an error there is logged, never turned into a failed page.
 */
export default class RecordVisitMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    if (!VisitRecorder.counts(ctx)) return

    const raw = ctx.response.response
    raw.once('finish', () => {
      if (raw.statusCode !== 200) return
      VisitRecorder.record(ctx).catch((error) => {
        ctx.logger.warn({ err: error }, 'storefront visit not recorded')
      })
    })
  }
}
