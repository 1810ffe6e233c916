import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/session'
import { guestCookieStore, SESSION_COOKIE_NAME } from '#http/sessions/guest_cookie_session_store'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE_NAME,

  /**
   * When set to true, the session id cookie will be deleted
   * once the user closes the browser.
   */
  clearWithBrowser: false,

  /**
   * Define how long to keep the session data alive without
   * any activity.
   */
  age: '2h',

  /**
   * Configuration for session cookie and the
   * cookie store
   */
  cookie: {
    path: '/',
    httpOnly: true,
    // Secure over HTTPS is added per request (security_headers_middleware); COOKIE_SECURE forces it
    secure: env.get('COOKIE_SECURE', false),
    sameSite: 'lax',
  },

  /**
   * The store to use. Make sure to validate the environment
   * variable in order to infer the store name without any
   * errors.
   */
  store: env.get('SESSION_DRIVER'),

  /**
   * List of configured stores. Refer documentation to see
   * list of available stores and their config.
   */
  stores: {
    // the default: a guest's small session in an encrypted cookie (an anonymous visit writes no row), a
    // signed-in or large session as a row of the sessions table, read by every app process; expired rows
    // are swept now and then
    database: guestCookieStore(stores.database({ tableName: 'sessions' })),
    // the same with Redis (REDIS_HOST) instead of the table: signed-in sessions expire there on their own
    redis: guestCookieStore(stores.redis({ connection: 'main' })),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
