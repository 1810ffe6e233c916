import type { HttpContext } from '@adonisjs/core/http'
import Visit from '#models/visit'

/**
 * Records a storefront page view for the merchant's dashboard. Called after the response went out,
 * so it never slows a page; a failure is logged and swallowed, never shown to the visitor.
 */
export const VisitRecorder = {
  async record(ctx: HttpContext) {
    const referrer = ctx.request.header('referer') ?? null
    await Visit.create({
      websiteId: ctx.website.id,
      site: 'order',
      path: ctx.request.url(true).slice(0, 255),
      referrer: referrer ? referrer.slice(0, 255) : null,
    })
  },

  /** Whether this request is a page view worth counting (not a prefetch or a partial reload). */
  counts(ctx: HttpContext) {
    const request = ctx.request
    if (request.method() !== 'GET') return false
    if ((request.header('purpose') ?? request.header('sec-purpose') ?? '').includes('prefetch')) {
      return false
    }
    return !request.header('x-inertia-partial-data') && !request.header('x-inertia-partial-except')
  },
}
