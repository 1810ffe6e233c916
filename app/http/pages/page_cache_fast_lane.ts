// The page cache's fastest lane: a stateless visit (no cookie, or an anonymous returning visitor's) of a page this process answered in the last second, answered by node:http before the app's pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { http } from '#config/app'
import { CSP_USES_NONCE, contentSecurityPolicy, cspNonce, securityHeaders } from '#config/security'
import { lifecycle } from '#http/server/lifecycle'
import { cachedAnswer, recordVisitOnFinish } from '#http/pages/page_cache_answers'
import { preferredEncodingOf } from '#http/pages/compression'
import { judgedAnonymous } from '#http/pages/returning_visitor'
import { PageCache, type CachedPage } from '#services/cache/page_cache'
import { SiteHosts } from '#services/domains/site_hosts'

/**
 * Addresses taken as they come: a path (not `//`) of characters Node's URL parser leaves as they are,
 * so the key is the one the app's lane computes from its parsed URL (anything else goes that way).
 */
const PLAIN_ADDRESS = /^\/(?!\/)[\w\-.~!$&()*+,;=:@%/?]*$/

/** The security headers every response carries (security_headers_middleware), over HTTP and HTTPS. */
const SECURITY = { plain: securityHeaders(false), secure: securityHeaders(true) }
/** Production's policy, the same for every response (development gives each its own nonce). */
const POLICY = CSP_USES_NONCE ? null : contentSecurityPolicy(null)

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return typeof value === 'string' ? value : undefined
}

/** Whether the request came over HTTPS, as the app's Request.secure() reads it (trusted proxies). */
function secure(req: IncomingMessage) {
  if ('encrypted' in req.socket) return true
  if (!http.trustProxy(req.socket.remoteAddress ?? '', 0)) return false
  return header(req, 'x-forwarded-proto')?.split(',')[0].trim() === 'https'
}

/** The host name, as the app's Request.hostname() reads it (X-Forwarded-Host from a trusted proxy). */
function hostnameOf(req: IncomingMessage) {
  let host = header(req, 'host')
  if (http.trustProxy(req.socket.remoteAddress ?? '', 0))
    host = header(req, 'x-forwarded-host') ?? host
  if (!host) return null
  const offset = host[0] === '[' ? host.indexOf(']') + 1 : 0
  const colon = host.indexOf(':', offset)
  return colon === -1 ? host : host.slice(0, colon)
}

/** A flat list of header names and values, its last value the request id's (set for each answer). */
type Answer = { list: string[]; bytes: Buffer }

/** The encodings a kept page is sent in, as slots: none, gzip, brotli; doubled for HTTPS. */
const ENCODING_SLOT = { none: 0, gzip: 1, br: 2 } as const

/**
 * The answers made of each kept page, by HTTPS or not and encoding: the whole header list is made once
 * (production's policy has no nonce). Keyed by the kept object, which goes when the page goes.
 */
const answers = new WeakMap<CachedPage, Answer[]>()

function answerOf(page: CachedPage, acceptEncoding: string | undefined, https: boolean): Answer {
  const slot = ENCODING_SLOT[preferredEncodingOf(acceptEncoding) ?? 'none'] + (https ? 3 : 0)
  const made = CSP_USES_NONCE ? undefined : answers.get(page)?.[slot]
  if (made) return made
  const nonce = CSP_USES_NONCE ? cspNonce() : null
  const { headers, bytes } = cachedAnswer(page, acceptEncoding, nonce)
  const all: Record<string, string> = {
    'content-security-policy': POLICY ?? contentSecurityPolicy(nonce),
    ...SECURITY[https ? 'secure' : 'plain'],
    ...headers,
    'content-length': String(bytes.length),
  }
  const answer = { list: [...Object.entries(all).flat(), 'X-Request-Id', ''], bytes }
  if (!CSP_USES_NONCE) {
    const kept = answers.get(page) ?? []
    kept[slot] = answer
    answers.set(page, kept)
  }
  return answer
}

/**
 * Answers the request when it is what page_cache_front_middleware would answer from a page this process
 * served within the last second (PageCache.recent): a GET with no cookie (or the cookies of an anonymous
 * returning visitor the app has judged already), not a partial reload, not a
 * file, on a platform host (a website's own host goes the app's way, which routes and may redirect it),
 * not while draining. The answer is that middleware's to the byte: the security headers, the kept
 * page's headers and body in the browser's encoding, the visit counted once sent. Returns false for
 * everything else, which the app serves as usual (and which keeps the page recent). What it skips is
 * the app's per-request work: the context, five middleware instances, the response's bookkeeping.
 */
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string
): boolean {
  const url = req.url ?? ''
  if (req.method !== 'GET' || lifecycle.draining) return false
  // a returning visitor whose exact cookies the app already judged to hold nothing but an anonymous
  // session sees what a first visitor sees (app/http/pages/returning_visitor.ts)
  const cookie = req.headers.cookie
  if ((cookie && !judgedAnonymous(cookie)) || !PLAIN_ADDRESS.test(url)) return false
  if (req.headers['x-inertia-partial-data'] || req.headers['x-inertia-partial-except']) return false
  if (url.slice(url.lastIndexOf('/')).includes('.')) return false
  const hostname = hostnameOf(req)
  if (!hostname || SiteHosts.known(hostname)?.kind !== 'platform') return false
  const inertiaVersion =
    header(req, 'x-inertia') === 'true' ? (header(req, 'x-inertia-version') ?? '') : null
  const { key } = PageCache.addressOf(url, inertiaVersion)
  const page = key ? PageCache.recent(key) : null
  if (!page) return false

  const { list, bytes } = answerOf(page, header(req, 'accept-encoding'), secure(req))
  if (page.countsVisits) {
    recordVisitOnFinish(res, { method: 'GET', headers: req.headers, url }, page.websiteId)
  }
  // a flat list of names and values, written as given (no header was set before: no copy is made);
  // writeHead turns it into the head's text at once, so the kept list takes this request's id
  list[list.length - 1] = requestId
  res.writeHead(200, list)
  res.end(bytes)
  return true
}
