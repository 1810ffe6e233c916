// The JSON API's per-holder rate limit: one bucket per bearer token (or per address without one).
import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import type { LimiterResponse } from '@adonisjs/limiter'

/** Requests a holder may make in a window; API_RATE_LIMIT (config/api.ts) sets the count. */
interface RateLimitPolicy {
  requests: number
  windowSeconds: number
}

/** The name of the one policy, as the RateLimit headers quote it. */
const POLICY = 'per-holder'

/**
 * Whose bucket a call counts against: a bearer token's (a customer's, a merchant's or an API key: its
 * hash, never the token itself, goes into the store), else the client's address. A token that turns
 * out to be invalid is refused with a 401 anyway; guessing one is out of reach.
 */
export function holderKey(authorization: string | undefined, ip: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match) return `api_ip_${ip}`
  return `api_token_${createHash('sha256').update(match[1]).digest('base64url').slice(0, 22)}`
}

/**
 * Counts one call. The answer is the limiter's (limit, remaining, seconds to the window's end); when
 * the bucket is empty the limiter throws E_TOO_MANY_REQUESTS carrying the same figures.
 */
export function consumeCall(policy: RateLimitPolicy, key: string) {
  return limiter.use({ requests: policy.requests, duration: policy.windowSeconds }).consume(key)
}

/**
 * The headers of the IETF draft "RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers):
 * the policy (quota q in window w seconds) and what is left of it (r requests, reset in t seconds).
 */
export function rateLimitHeaders(policy: RateLimitPolicy, state: LimiterResponse) {
  return {
    'RateLimit-Policy': `"${POLICY}";q=${policy.requests};w=${policy.windowSeconds}`,
    'RateLimit': `"${POLICY}";r=${Math.max(0, state.remaining)};t=${Math.max(0, state.availableIn)}`,
  }
}
