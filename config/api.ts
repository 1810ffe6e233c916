import env from '#start/env'

/**
 * The JSON API's address prefix, in one place: the routes (start/routes/api.ts), the JSON error
 * answers, CORS and the OpenAPI document all read it.
 */
export const API_PREFIX = '/api/v1'

/** Whether a path is a call of the JSON API (or of its reference pages under /api). */
export function isApiPath(path: string) {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/')
}

/**
 * Calls a holder (a bearer token, or an address without one) may make per minute, with
 * `RateLimit-Policy` and `RateLimit` on every answer and 429 with Retry-After past it
 * (app/middleware/api_conventions_middleware.ts). Counters live in the LIMITER_STORE.
 */
export const apiRateLimit = {
  requests: env.get('API_RATE_LIMIT') || 300,
  windowSeconds: 60,
}
