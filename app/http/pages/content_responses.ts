import type { HttpContext } from '@adonisjs/core/http'
import { contentSeo } from '#http/pages/content_seo'
import { textParam } from '#http/urls/route_params'

/** The :slug of the address as it is stored (Arabic slugs arrive percent-encoded). */
export const slugParam = (ctx: HttpContext) => textParam(ctx.params, 'slug')

/** Path of a list page for its canonical address: page 1 has no query. */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path)

/**
 * A missing post, category or list page, inside the merchant's own site (header, footer, links back)
 * with status 404 and kept out of search results.
 */
export function renderMissing(ctx: HttpContext, message: string) {
  ctx.response.status(404)
  return ctx.inertia.render('content/missing', {
    message,
    seo: contentSeo(ctx, { title: message, path: ctx.request.url(), noindex: true }),
  })
}
