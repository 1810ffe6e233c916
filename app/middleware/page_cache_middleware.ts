import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PageCache, type CachedPage } from '#services/cache/page_cache'

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
  if (!Object.keys(session.all()).every((key) => NEUTRAL_SESSION_KEYS.has(key))) return false
  if (!session.flashMessages.isEmpty) return false
  const cookies = request.cookiesList()
  if (Object.keys(cookies).some((name) => name.startsWith('remember_'))) return false
  return true
}

/**
 * The page cache of the public sites (/o/{username}, /c/{username}): an anonymous visit is answered
 * from memory, without a query or a render, when the same page (website, path and query, HTML or
 * Inertia JSON of the current asset version) was rendered before and no save changed the website since
 * ('website:changed' drops every page of the website). Only complete 200 answers are kept.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.website || !anonymous(ctx)) return next()

    const { request, response } = ctx
    const inertia = request.header('x-inertia') === 'true'
    const key = PageCache.keyOf(ctx.website.id, request.url(true), inertia)

    const hit = await PageCache.get(key)
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) response.header(name, value)
      response.header('x-page-cache', 'hit')
      response.status(200).send(withNonce(hit, nonceOf(ctx)))
      return
    }

    await next()

    if (response.getStatus() !== 200) return
    const content = response.content?.[0]
    // an Inertia visit's page object is serialised here once, and sent as that text on every hit
    const json = content !== null && typeof content === 'object' && !Buffer.isBuffer(content)
    const body = json ? JSON.stringify(content) : content
    if (typeof body !== 'string') return
    // a page that wrote to the session (a flash, a cart) is that visitor's own
    if (ctx.session.hasBeenModified && !onlyCsrf(ctx)) return
    if (response.getHeader('location')) return
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'x-inertia', 'vary']) {
      const value = response.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    headers['content-type'] ??= json
      ? 'application/json; charset=utf-8'
      : 'text/html; charset=utf-8'
    response.header('x-page-cache', 'miss')
    await PageCache.set(key, ctx.website.id, { body, headers, nonce: nonceOf(ctx) })
  }
}

/** The CSP nonce shield gave this response, when the policy uses one. */
function nonceOf(ctx: HttpContext): string | null {
  return (ctx.response as unknown as { nonce?: string }).nonce ?? null
}

/** A kept page carries the nonce of the visit that rendered it: each visit gets its own. */
function withNonce(page: CachedPage, nonce: string | null) {
  if (!page.nonce || !nonce || page.nonce === nonce) return page.body
  return page.body.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`)
}

function onlyCsrf(ctx: HttpContext) {
  return Object.keys(ctx.session.all()).every((key) => NEUTRAL_SESSION_KEYS.has(key))
}
