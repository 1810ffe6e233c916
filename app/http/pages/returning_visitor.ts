// Whether a browser's cookies hold nothing but an anonymous session: it may get the kept public page.
import type { HttpContext } from '@adonisjs/core/http'
import {
  COOKIE_REFRESH_MS,
  SESSION_COOKIE_NAME,
  openSealedCookie,
} from '#http/sessions/guest_cookie_session_store'
import { CSRF_SECRET_KEY, XSRF_COOKIE, browserTokenValid } from '#http/sessions/quiet_cookies'

/**
 * Verdicts by the exact cookie header: a returning browser sends the same header on every visit (a
 * GET that changes nothing sets no cookie), so the check is a Map lookup after the first. A verdict
 * lasts a minute at most, and never past the session's refresh time.
 */
const verdicts = new Map<string, { anonymous: boolean; until: number }>()
const MAX_VERDICTS = 10_000
const VERDICT_MS = 60_000

/**
 * A returning visitor with no account, no cart, no chosen branch, no flash message and no old input:
 * the cookies are exactly the signed session id, the guest session sealed in its own cookie holding
 * the CSRF secret alone (app/http/sessions/guest_cookie_session_store.ts), and an XSRF-TOKEN of that secret.
 * Such a visitor sees what a first visitor sees, so the page cache's fast lane may answer it before
 * the session, CSRF and auth run; any other cookie (a sign-in, a server-side session, one this app
 * does not know) sends the request the normal way. A session due for its periodic refresh goes the
 * normal way too, which renews its cookies' age.
 */
export function anonymousByCookies(ctx: HttpContext): boolean {
  const header = ctx.request.header('cookie')
  if (!header) return false
  const now = Date.now()
  const known = verdicts.get(header)
  if (known && known.until > now) return known.anonymous
  const { anonymous, until } = judge(ctx, now)
  if (until > now) {
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear()
    verdicts.set(header, { anonymous, until })
  }
  return anonymous
}

/**
 * Whether this exact cookie header was judged anonymous by the app (anonymousByCookies) and the verdict
 * still holds: the server's fast lane asks it before any context exists. A header never judged, or
 * judged otherwise, is not anonymous here; the app's way judges it.
 */
export function judgedAnonymous(header: string): boolean {
  const known = verdicts.get(header)
  return known !== undefined && known.anonymous && known.until > Date.now()
}

function judge(ctx: HttpContext, now: number): { anonymous: boolean; until: number } {
  const no = { anonymous: false, until: now + VERDICT_MS }
  const sessionId = ctx.request.cookie(SESSION_COOKIE_NAME)
  if (typeof sessionId !== 'string') return no
  const names = Object.keys(ctx.request.cookiesList())
  const expected = new Set([SESSION_COOKIE_NAME, sessionId, XSRF_COOKIE])
  if (names.length !== expected.size || names.some((name) => !expected.has(name))) return no
  const sealed = openSealedCookie(ctx, sessionId)
  if (!sealed || !('v' in sealed) || typeof sealed.t !== 'number') return no
  const refreshAt = sealed.t + COOKIE_REFRESH_MS
  if (refreshAt <= now) return { anonymous: false, until: 0 }
  const values = sealed.v ?? {}
  const keys = Object.keys(values)
  const secret = values[CSRF_SECRET_KEY]
  if (keys.length !== 1 || typeof secret !== 'string') return no
  if (!browserTokenValid(ctx, secret)) return no
  return { anonymous: true, until: Math.min(now + VERDICT_MS, refreshAt) }
}
