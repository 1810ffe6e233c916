/*
| Response security headers (app/middleware/security_headers_middleware.ts sends them on every response).
| Scripts run only from this origin: no 'unsafe-inline' for scripts. In production the one inline script,
| the page loader, is allowed by its hash (the same bytes on every page, so a kept page holds nothing of a
| visit); in development Vite's inline scripts carry each response's nonce. Inline styles stay allowed
| (React style attributes), they cannot run code.
*/
import { randomBytes } from 'node:crypto'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { PAGE_LOADER_HASH } from '#http/pages/page_loader'

/** Origins images may come from besides this one: the S3 bucket or its CDN when uploads live there. */
function uploadOrigins() {
  return [env.get('S3_PUBLIC_URL'), env.get('S3_ENDPOINT')]
    .filter((url): url is string => !!url)
    .map((url) => new URL(url).origin)
}

const imageSources = ["'self'", 'data:', 'blob:', ...uploadOrigins()].join(' ')

/** Vite's dev server talks to the page over a websocket (development and tests only). */
const connectSources = app.inProduction ? "'self'" : "'self' ws: wss:"

/**
 * The card form posts the card to Moyasar from the browser (its documented custom form); the tests'
 * fake of Moyasar listens on a port of 127.0.0.1 chosen when they start.
 */
const gatewayOrigin = [
  new URL(env.get('MOYASAR_API_URL') || 'https://api.moyasar.com/v1').origin,
  ...(app.inTest ? ['http://127.0.0.1:*'] : []),
].join(' ')

/** The policy with NONCE where each response's nonce goes: built once, joined around the nonce per response. */
const [policyBefore, policyAfter] = [
  "default-src 'self'",
  app.inProduction ? `script-src 'self' ${PAGE_LOADER_HASH}` : "script-src 'self' 'nonce-NONCE'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  `img-src ${imageSources}`,
  "font-src 'self' data:",
  `connect-src ${connectSources} ${gatewayOrigin}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
]
  .join('; ')
  .split('NONCE')

/** Whether responses need a nonce of their own: development only (production names the loader's hash). */
export const CSP_USES_NONCE = !app.inProduction

export function contentSecurityPolicy(nonce: string | null) {
  return policyAfter === undefined ? policyBefore : policyBefore + nonce + policyAfter
}

/** HSTS only in production and over HTTPS: a LAN install on plain HTTP must not be pinned to HTTPS. */
export function securityHeaders(secureRequest: boolean): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(app.inProduction && secureRequest
      ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' }
      : {}),
  }
}

/** COOKIE_SECURE=true marks every cookie Secure (HTTPS terminated somewhere we cannot see). */
export const cookiesSecure = env.get('COOKIE_SECURE', false)

/** Random bytes drawn 4 KB at a time: a 12-byte draw per request costs more than the rest of a cached hit. */
const POOL_BYTES = 4096
const NONCE_BYTES = 12
let pool = Buffer.alloc(0)
let drawn = 0

/** 16 base64url characters from the system's CSPRNG, never the same twice. */
export function cspNonce() {
  if (drawn + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES)
    drawn = 0
  }
  const nonce = pool.toString('base64url', drawn, drawn + NONCE_BYTES)
  drawn += NONCE_BYTES
  return nonce
}
