// What lets a GET that changes nothing answer without a cookie: the session id kept, the CSRF token kept.
import type { HttpContext } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import Tokens from 'csrf'
import { SESSION_COOKIE_NAME } from '#http/sessions/guest_cookie_session_store'

const tokens = new Tokens()
/** shield's names: the session key of the CSRF secret, and the cookie Inertia's client sends back. */
export const CSRF_SECRET_KEY = 'csrf-secret'
export const XSRF_COOKIE = 'XSRF-TOKEN'

/** The methods that change nothing, so they need no fresh CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD'])

/** The names of the cookies a response sets (`name=value; ...` each). */
function setCookieNames(ctx: HttpContext): string[] {
  const header = ctx.response.getHeader('set-cookie')
  const lines = Array.isArray(header) ? header : header ? [String(header)] : []
  return lines.map((line) => line.slice(0, line.indexOf('=')))
}

/**
 * The session id cookie is written again on every answer (@adonisjs/session), though it names the
 * same id: this takes it off an answer where nothing of the session is written. It stays when the
 * session's own cookie is written (values changed, the periodic refresh that renews both cookies'
 * age, a sign-out), or when the id is new or changed (a sign-in regenerates it).
 */
export function dropUnchangedSessionCookie(ctx: HttpContext) {
  const session = ctx.session
  // a streamed answer (live events, a CSV export) has sent its headers already
  if (!session || session.hasBeenModified || ctx.response.response.headersSent) return
  const names = setCookieNames(ctx)
  if (!names.includes(SESSION_COOKIE_NAME) || names.includes(session.sessionId)) return
  const fromBrowser = ctx.request.cookie(SESSION_COOKIE_NAME)
  // a new id (a sign-in regenerates it) is the browser's to learn; an empty session it never had is not
  if (fromBrowser !== session.sessionId && !(fromBrowser === undefined && session.isEmpty)) return
  const header = ctx.response.getHeader('set-cookie')
  const lines = (Array.isArray(header) ? header : [String(header)]).filter(
    (line) => !line.startsWith(`${SESSION_COOKIE_NAME}=`)
  )
  ctx.response.removeHeader('set-cookie')
  if (lines.length) ctx.response.header('set-cookie', lines)
}

/** XSRF cookie texts already checked against a secret: opening one is an AES decryption. */
const checked = new Map<string, string>()
const MAX_CHECKED = 10_000

/** The token the browser's XSRF-TOKEN cookie carries when it is one of this session's CSRF secret. */
function browserToken(ctx: HttpContext, secret: string): string | null {
  const raw = ctx.request.cookiesList()[XSRF_COOKIE]
  if (typeof raw !== 'string' || !raw) return null
  const key = `${secret}\n${raw}`
  const known = checked.get(key)
  if (known !== undefined) return known
  // shield writes it as an encrypted cookie: `e:` and the sealed value, with purpose XSRF-TOKEN
  const token = encryption.decrypt(decodeURIComponent(raw).slice(2), XSRF_COOKIE)
  if (typeof token !== 'string' || !tokens.verify(secret, token)) return null
  if (checked.size >= MAX_CHECKED) checked.clear()
  checked.set(key, token)
  return token
}

/** Whether the browser's XSRF-TOKEN cookie still carries a token of this session's CSRF secret. */
export function browserTokenValid(ctx: HttpContext, secret: string) {
  return browserToken(ctx, secret) !== null
}

/**
 * A form sent by Inertia's client (add to cart, every dashboard form) proven as shield proves it: its
 * X-XSRF-TOKEN header is the browser's own XSRF-TOKEN cookie, which holds a valid token of this
 * session's CSRF secret (a page of another origin can read neither). Then the token stays the
 * browser's: no new token minted, no cookie encrypted again on each answer. Returns the token, or null
 * for anything else, which goes through shield: no header, a header other than the cookie, a stale
 * token, or a form that also sends `_csrf` or X-CSRF-TOKEN (shield reads those first).
 */
export function formTokenProven(ctx: HttpContext): string | null {
  const { request } = ctx
  if (SAFE_METHODS.has(request.method())) return null
  const header = request.header('x-xsrf-token')
  if (!header || request.input('_csrf') !== undefined || request.header('x-csrf-token')) return null
  const raw = request.cookiesList()[XSRF_COOKIE]
  if (typeof raw !== 'string' || safeDecode(raw) !== safeDecode(header)) return null
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  return typeof secret === 'string' ? browserToken(ctx, secret) : null
}

/** A cookie's or a header's URL-encoded text, decoded (null when it is not valid encoding). */
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Whether shield's CSRF step can be left out of this request: a GET or HEAD (nothing to check) whose
 * browser either holds no session at all (a first visit: it fetches its cookies before its first form,
 * inertia/app/csrf_cookie.ts) or already holds a valid token of its session's secret. Anyone else (a
 * form, the CSRF cookie address, a token gone stale) goes through shield, which mints a new token.
 */
export function csrfStepNotNeeded(ctx: HttpContext, csrfCookieRoute: string) {
  const { request } = ctx
  if (!SAFE_METHODS.has(request.method())) return false
  if (ctx.route?.name === csrfCookieRoute) return false
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  if (typeof secret !== 'string') {
    return !request.cookiesList()[XSRF_COOKIE] && !!ctx.session?.isEmpty
  }
  return browserTokenValid(ctx, secret)
}
