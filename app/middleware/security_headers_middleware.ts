import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { lifecycle } from '#http/server/lifecycle'
import {
  CSP_USES_NONCE,
  contentSecurityPolicy,
  cspNonce,
  securityHeaders,
  cookiesSecure,
} from '#config/security'

/**
 * Security headers on EVERY response: a server middleware, so unknown URLs (404), error pages and
 * static files carry them too (shield's guards run as router middleware, only on matched routes; shield
 * keeps CSRF only).
 *
 * In development each request gets a fresh CSP nonce, `response.nonce`, which the edge layout puts on
 * Vite's script tags (entries, the React refresh preamble); production allows its one inline script by
 * hash (config/security.ts). Either way no other inline script runs, so a stored or reflected `<script>`
 * or `onerror=` does nothing even if escaping failed.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const nonce = CSP_USES_NONCE ? cspNonce() : ''
    // read by the layout through `request.ctx`: the edge renderer is made only for a page it renders
    ctx.response.nonce = nonce

    const secureRequest = ctx.request.secure()
    ctx.response.header('Content-Security-Policy', contentSecurityPolicy(nonce || null))
    for (const [name, value] of Object.entries(securityHeaders(secureRequest))) {
      ctx.response.header(name, value)
    }

    // cookies are Secure when the request came over HTTPS (directly or through a trusted proxy), so a
    // self-hosted instance on plain HTTP in a LAN still keeps its session; COOKIE_SECURE=true forces it
    if (secureRequest || cookiesSecure) forceSecureCookies(ctx)
    // draining on SIGTERM: a keep-alive connection is closed after this response (bin/server.ts)
    if (lifecycle.draining) ctx.response.header('Connection', 'close')
    return next()
  }
}

function forceSecureCookies({ response }: HttpContext) {
  for (const method of ['cookie', 'encryptedCookie', 'plainCookie'] as const) {
    const original = response[method].bind(response) as (...args: any[]) => typeof response
    ;(response as any)[method] = (key: string, value: any, options?: Record<string, unknown>) =>
      original(key, value, { ...options, secure: true })
  }
}
