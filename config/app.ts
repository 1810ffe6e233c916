import env from '#start/env'
// @ts-expect-error proxy-addr ships no types; compile() turns the list into the trust function
import proxyAddr from 'proxy-addr'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

/**
 * Signs cookies and encrypts values; rotating it logs everybody out.
 */
export const appKey = new Secret(env.get('APP_KEY'))

/**
 * X-Forwarded-For / -Proto are believed only from the proxies listed in TRUSTED_PROXIES (none by
 * default): otherwise any client could pick its own IP per request and walk around the rate limits.
 */
const trustedProxies = (env.get('TRUSTED_PROXIES') ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)

export const http = defineConfig({
  trustProxy: trustedProxies.length
    ? (proxyAddr.compile(trustedProxies) as (address: string, distance: number) => boolean)
    : () => false,
  // the logs' request id is the proxy's X-Request-Id when it sends one; making one here (a cuid, hashed
  // with SHA-3) cost more than the rest of a visit answered from the page cache
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    // Secure over HTTPS is added per request (security_headers_middleware); COOKIE_SECURE forces it
    secure: env.get('COOKIE_SECURE', false),
    sameSite: 'lax',
  },
})
