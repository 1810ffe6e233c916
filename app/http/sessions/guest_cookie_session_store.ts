import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { HttpContext } from '@adonisjs/core/http'
import { stores } from '@adonisjs/session'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
  SessionConfig,
} from '@adonisjs/session/types'

/** The cookie that carries the session id (signed); start/signed_cookies.ts keeps its signatures. */
export const SESSION_COOKIE_NAME = 'adonis-session'

/**
 * Above this many bytes of JSON a session moves to the database: an encrypted cookie grows by about a
 * third, and browsers drop cookies over 4 KB (old form input after a failed long form can be that big).
 */
const GUEST_COOKIE_MAX_BYTES = 2400

/** Re-sealing the cookie costs an encryption; a visit within this many ms of the last one keeps it. */
export const COOKIE_REFRESH_MS = 10 * 60 * 1000

/**
 * A guest sends the same sealed cookie on every request until it changes (at most every
 * COOKIE_REFRESH_MS when nothing is written): opening it again (HMAC check and AES) was a large part of
 * a request's own work. What a cookie that passed the check holds is kept by its exact text; a
 * cookie that fails the check is never kept, and a changed byte is another text.
 */
const opened = new Map<string, string>()
/** Enough for the guests active at once on one process; the map starts again when full. */
const MAX_OPENED = 10_000

/**
 * What the browser keeps under the session id: the guest's values, or a pointer to the server side;
 * either with when it was sealed, so a visit within COOKIE_REFRESH_MS of that writes nothing.
 */
type SealedCookie = { v: SessionData; t: number } | { db: 1; t?: number }

/**
 * What the browser's cookie under the session id holds, or null when it is missing or fails its check
 * (a fresh object each time: the session changes the values it reads).
 */
export function openSealedCookie(ctx: HttpContext, sessionId: string): SealedCookie | null {
  const raw = ctx.request.cookiesList()[sessionId]
  if (typeof raw !== 'string') return null
  const known = opened.get(raw)
  if (known !== undefined) return JSON.parse(known) as SealedCookie
  const value = ctx.request.encryptedCookie(sessionId)
  if (!value || typeof value !== 'object') return null
  if (opened.size >= MAX_OPENED) opened.clear()
  opened.set(raw, JSON.stringify(value))
  return value as SealedCookie
}

/** A session that holds a sign-in (`auth_web`, `auth_customer`) is kept server side, where it can be revoked. */
function needsDatabase(values: SessionData) {
  if (Object.keys(values).some((key) => key.startsWith('auth_'))) return true
  return Buffer.byteLength(JSON.stringify(values)) > GUEST_COOKIE_MAX_BYTES
}

/**
 * The session store of the app: a guest's small session (the CSRF secret, a flash message, the cart
 * token, the chosen branch) lives in an encrypted cookie, so an anonymous visit reads and writes no
 * session row; a session that holds a sign-in or a large payload (old input) lives server side (the
 * database table, or Redis), shared by every app process. The browser's cookie says which: the values,
 * or `{ db: 1 }`. A browser with no cookie yet costs no query at all.
 */
export class GuestCookieSessionStore implements SessionStoreContract {
  #inDatabase = false
  #sealedAt = 0

  constructor(
    private ctx: HttpContext,
    private cookieOptions: SessionConfig['cookie'],
    private database: SessionStoreContract
  ) {}

  #sealed(sessionId: string): SealedCookie | null {
    return openSealedCookie(this.ctx, sessionId)
  }

  async read(sessionId: string): Promise<SessionData | null> {
    const sealed = this.#sealed(sessionId)
    if (!sealed) return null
    if ('db' in sealed) {
      this.#inDatabase = true
      this.#sealedAt = sealed.t ?? 0
      return this.database.read(sessionId)
    }
    this.#sealedAt = sealed.t
    return sealed.v
  }

  async write(sessionId: string, values: SessionData): Promise<void> {
    if (needsDatabase(values)) {
      await this.database.write(sessionId, values)
      this.#inDatabase = true
      this.#sealDatabasePointer(sessionId)
      return
    }
    if (this.#inDatabase) {
      await this.database.destroy(sessionId)
      this.#inDatabase = false
    }
    this.#sealedAt = Date.now()
    this.ctx.response.encryptedCookie(
      sessionId,
      { v: values, t: this.#sealedAt } satisfies SealedCookie,
      this.cookieOptions
    )
  }

  async destroy(sessionId: string): Promise<void> {
    if (this.#inDatabase || this.#sealed(sessionId)) {
      if (this.#inDatabase) await this.database.destroy(sessionId)
      this.ctx.response.clearCookie(sessionId)
    }
    this.#inDatabase = false
  }

  #sealDatabasePointer(sessionId: string) {
    this.#sealedAt = Date.now()
    this.ctx.response.encryptedCookie(
      sessionId,
      { db: 1, t: this.#sealedAt } satisfies SealedCookie,
      this.cookieOptions
    )
  }

  async touch(sessionId: string): Promise<void> {
    // a visit soon after the last write changes nothing: no row update, no cookie
    if (Date.now() - this.#sealedAt < COOKIE_REFRESH_MS) return
    if (this.#inDatabase) {
      // keeps the signed-in session alive; the cookie pointing at it lives as long as the id cookie
      await this.database.touch(sessionId)
      this.#sealDatabasePointer(sessionId)
      return
    }
    const sealed = this.#sealed(sessionId)
    if (sealed && 'v' in sealed) await this.write(sessionId, sealed.v)
  }
}

/**
 * The session config's store: guests in a cookie, signed-in and large sessions in the given server-side
 * store (the `sessions` table by default, or Redis).
 */
export function guestCookieStore(
  serverSide: ConfigProvider<SessionStoreFactory> = stores.database({ tableName: 'sessions' })
) {
  return configProvider.create(async (app): Promise<SessionStoreFactory> => {
    const makeDatabase = await serverSide.resolver(app)
    return (ctx, sessionConfig) =>
      new GuestCookieSessionStore(ctx, sessionConfig.cookie, makeDatabase(ctx, sessionConfig))
  })
}
