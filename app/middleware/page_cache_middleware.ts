import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PageCache } from '#services/cache/page_cache'
import { cacheAddress } from '#http/urls/site_paths'
import { SiteData } from '#services/cache/site_data'
import { SiteVersions } from '#services/cache/site_versions'
import { inertiaVersionOf, nonceOf, sendCachedPage } from '#http/pages/page_cache_answers'

/** Session keys an anonymous visitor's page may carry: the CSRF secret only (it is not in the page). */
const NEUTRAL_SESSION_KEYS = new Set(['csrf-secret'])

/**
 * Whether this request gets the same page as every other anonymous visitor: a GET with no account, no
 * cart, no chosen branch, no flash message, no old input (nothing in the session but the CSRF secret),
 * and not an Inertia partial reload. Anyone else always gets a fresh page.
 */
function anonymous(ctx: HttpContext) {
  const { request } = ctx
  if (request.method() !== 'GET') return false
  if (request.header('x-inertia-partial-data') || request.header('x-inertia-partial-except')) {
    return false
  }
  const session = ctx.session
  if (!session) return false
  if (!onlyCsrf(ctx)) return false
  if (!session.flashMessages.isEmpty) return false
  const cookies = request.cookiesList()
  if (Object.keys(cookies).some((name) => name.startsWith('remember_'))) return false
  return true
}

/**
 * The page cache of the public sites (/o/{username}, /c/{username}): an anonymous visit is answered
 * from memory, without a query or a render, when the same page (path and query, HTML or Inertia JSON of
 * the current asset version) was rendered before and no save changed the website since
 * ('website:changed' drops every page of the website). Only complete 200 answers are kept. A browser
 * with no cookie at all is answered earlier still, by the server middleware page_cache_front.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.website || !anonymous(ctx)) return next()

    const { request, response } = ctx
    const { key, keep } = PageCache.addressOf(
      cacheAddress(request.url(true), ctx.siteHost?.hostname),
      inertiaVersionOf(ctx)
    )
    if (!key) return next()

    const hit = await PageCache.get(key)
    if (hit) return sendCachedPage(ctx, hit)

    // the saves this process has heard of: one during the render means the page may be from before it
    const forgetCount = SiteData.forgetCount()
    const version = SiteVersions.known(ctx.website.id)
    await next()

    // rendered for an address with tracking parameters: the page object holds that address
    if (!keep) return
    if (response.getStatus() !== 200) return
    const content = response.content?.[0]
    // an Inertia visit's page object is serialised here once, and sent as that text on every hit
    const json = content !== null && typeof content === 'object' && !Buffer.isBuffer(content)
    const body = json ? JSON.stringify(content) : content
    if (typeof body !== 'string') return
    // a page that wrote to the session (a flash, a cart) is that visitor's own
    if (ctx.session.hasBeenModified && !onlyCsrf(ctx)) return
    if (response.getHeader('location')) return
    // a part of the page failed to load and was left out: the next visit tries again
    if (ctx.pageIncomplete) return
    // a save was heard of while this page was rendered ('website:changed' drops the pages and the
    // per-website data together): the page may show the data from before it
    if (SiteData.forgetCount() !== forgetCount) return
    if (SiteVersions.known(ctx.website.id) !== version) return
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'x-inertia', 'vary']) {
      const value = response.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    headers['content-type'] ??= json
      ? 'application/json; charset=utf-8'
      : 'text/html; charset=utf-8'
    response.header('x-page-cache', 'miss')
    await PageCache.set(key, {
      body,
      headers,
      nonce: nonceOf(ctx),
      websiteId: ctx.website.id,
      // the storefront's pages are counted for the dashboard (record_visit), the content site's are not
      countsVisits: ctx.route?.name?.startsWith('store.') ?? false,
      version,
    })
  }
}

function onlyCsrf(ctx: HttpContext) {
  return Object.keys(ctx.session.all()).every((key) => NEUTRAL_SESSION_KEYS.has(key))
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** set when a part of the page could not be loaded and was left out: such a page is not kept */
    pageIncomplete?: boolean
  }
}
