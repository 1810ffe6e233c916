import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PageCache } from '#services/cache/page_cache'
import { cacheAddress } from '#http/urls/site_paths'
import {
  inertiaVersionOf,
  recordVisitWhenSent,
  sendCachedPage,
} from '#http/pages/page_cache_answers'
import { anonymousByCookies } from '#http/pages/returning_visitor'

/**
 * Whether this is a visit by a browser that holds no state here: a GET with no cookie (no session,
 * cart, account or chosen branch can exist without one), or with nothing but an anonymous session and
 * its CSRF token (app/http/pages/returning_visitor.ts), that is not an Inertia partial reload. Addresses of
 * files (a dot in the last segment: assets, sitemap.xml) are left to the router.
 */
function stateless(ctx: HttpContext) {
  const { request } = ctx
  if (request.method() !== 'GET') return false
  if (request.header('x-inertia-partial-data') || request.header('x-inertia-partial-except')) {
    return false
  }
  const path = request.url()
  if (path.slice(path.lastIndexOf('/')).includes('.')) return false
  return !request.header('cookie') || anonymousByCookies(ctx)
}

/**
 * The page cache's fast lane, a server middleware: a visitor with no cookie gets a public page that
 * the page cache already holds (app/middleware/page_cache_middleware.ts keeps them) before the router,
 * the session, CSRF, auth and the website lookup run, so such a visit costs about what a static file
 * does. The answer sets no cookie; the browser fetches its session and CSRF cookies before its first
 * form is sent (inertia/app/csrf_cookie.ts); a returning anonymous visitor keeps the cookies it has.
 * Everyone else goes the normal way.
 */
export default class PageCacheFrontMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!stateless(ctx)) return next()
    const { key } = PageCache.addressOf(
      cacheAddress(ctx.request.url(true), ctx.siteHost?.hostname),
      inertiaVersionOf(ctx)
    )
    if (!key) return next()
    const page = await PageCache.get(key)
    if (!page) return next()
    if (page.countsVisits) recordVisitWhenSent(ctx, page.websiteId)
    sendCachedPage(ctx, page)
  }
}
