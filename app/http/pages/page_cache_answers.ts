import type { ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { CachedPage } from '#services/cache/page_cache'
import { VisitRecorder } from '#services/store/visit_recorder'
import logger from '@adonisjs/core/services/logger'
import {
  COMPRESSIBLE,
  COMPRESSION_THRESHOLD,
  compressBody,
  preferredEncodingOf,
  type ContentEncoding,
} from '#http/pages/compression'

/** The CSP nonce the security headers middleware gave this response (development only: none in production). */
export function nonceOf(ctx: HttpContext): string | null {
  return (ctx.response as unknown as { nonce?: string }).nonce || null
}

/**
 * The asset version of an Inertia visit, or null for a visit that wants HTML. A kept JSON page is
 * found only by a visit of the same version; any other gets Inertia's 409 from the normal way.
 */
export function inertiaVersionOf({ request }: HttpContext): string | null {
  return request.header('x-inertia') === 'true' ? (request.header('x-inertia-version') ?? '') : null
}

/** A kept page as bytes, with where its nonce stands in them, and its compressed forms once made. */
type PreparedPage = {
  bytes: Buffer
  nonceAt: number[]
  nonceLength: number
  compressible: boolean
  encoded: Partial<Record<ContentEncoding, Buffer>>
}

/**
 * The bytes of each kept page, made once per process: a page is text, and encoding 70 KB of Arabic
 * HTML to UTF-8 on every hit cost more than the rest of the hit. Keyed by the kept object, which the
 * memory tier hands out as it was stored; a page read back from another tier is prepared again.
 */
const prepared = new WeakMap<CachedPage, PreparedPage>()

function prepare(page: CachedPage): PreparedPage {
  let ready = prepared.get(page)
  if (ready) return ready
  const bytes = Buffer.from(page.body, 'utf8')
  const nonceAt: number[] = []
  const marker = page.nonce ? Buffer.from(`nonce="${page.nonce}"`) : null
  if (marker) {
    for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, at + 1)) {
      nonceAt.push(at + 'nonce="'.length)
    }
  }
  ready = {
    bytes,
    nonceAt,
    nonceLength: page.nonce?.length ?? 0,
    compressible:
      bytes.length >= COMPRESSION_THRESHOLD &&
      COMPRESSIBLE.test(page.headers['content-type'] ?? ''),
    encoded: {},
  }
  prepared.set(page, ready)
  return ready
}

/** The page's bytes with this visit's nonce where the rendering visit's stood (a copy when there is one). */
function bytesFor(ready: PreparedPage, nonce: string | null) {
  const { bytes, nonceAt, nonceLength } = ready
  if (!nonce || nonceAt.length === 0 || nonce.length !== nonceLength) return bytes
  // a plain copy of the bytes (Buffer.from(buffer) copies byte by byte)
  const copy = Buffer.allocUnsafe(bytes.length)
  bytes.copy(copy)
  for (const at of nonceAt) copy.write(nonce, at, 'latin1')
  return copy
}

/**
 * The body in the encoding the browser asked for: a page without a nonce (every page in production,
 * Inertia JSON everywhere) is compressed once per encoding and kept so; a development page with one is
 * compressed for each visit, after its nonce is written.
 */
function encodedBody(
  ready: PreparedPage,
  acceptEncoding: string | undefined,
  nonce: string | null
) {
  const encoding = ready.compressible ? preferredEncodingOf(acceptEncoding) : null
  const bytes = bytesFor(ready, nonce)
  if (!encoding) return { bytes, encoding: null }
  if (ready.nonceAt.length > 0) return { bytes: compressBody(bytes, encoding), encoding }
  ready.encoded[encoding] ??= compressBody(bytes, encoding)
  return { bytes: ready.encoded[encoding], encoding }
}

/**
 * A kept page as sent to this visit: its headers (the page's own, the cache's mark, Vary and the
 * encoding) and its body in the encoding the browser takes, with this visit's nonce when it has one.
 * Both lanes answer with it: sendCachedPage below and the server's fast lane (page_cache_fast_lane).
 */
export function cachedAnswer(
  page: CachedPage,
  acceptEncoding: string | undefined,
  nonce: string | null
): { headers: Record<string, string>; bytes: Buffer } {
  const ready = prepare(page)
  const headers: Record<string, string> = { ...page.headers, 'x-page-cache': 'hit' }
  const { bytes, encoding } = encodedBody(ready, acceptEncoding, nonce)
  if (ready.compressible) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  if (encoding) headers['content-encoding'] = encoding
  return { headers, bytes }
}

/**
 * Answers a visit with a kept page, which carries the nonce of the visit that rendered it: each visit
 * gets its own. Compressed here (the fast lane runs before the compression middleware), as that
 * middleware would.
 */
export function sendCachedPage(ctx: HttpContext, page: CachedPage) {
  const { response } = ctx
  const { headers, bytes } = cachedAnswer(page, ctx.request.header('accept-encoding'), nonceOf(ctx))
  for (const [name, value] of Object.entries(headers)) response.header(name, value)
  response.status(200).send(bytes)
}

type RequestHeaders = Record<string, string | string[] | undefined>

/** Whether this request is a page view worth counting (not a prefetch or a partial reload). */
function countsAsVisit(method: string, headers: RequestHeaders) {
  if (method !== 'GET') return false
  const purpose = headers['purpose'] ?? headers['sec-purpose'] ?? ''
  if (String(purpose).includes('prefetch')) return false
  return !headers['x-inertia-partial-data'] && !headers['x-inertia-partial-except']
}

/**
 * Counts a storefront page view once the response has been sent with 200: the visitor never waits for
 * it, and counting never fails the page (a write it starts logs its own error). `url` is the path and
 * query.
 */
export function recordVisitOnFinish(
  raw: ServerResponse,
  request: { method: string; headers: RequestHeaders; url: string },
  websiteId: number
) {
  if (!countsAsVisit(request.method, request.headers)) return
  raw.once('finish', () => {
    if (raw.statusCode !== 200) return
    const referrer = request.headers['referer']
    // the answer is gone already: a counting fault is logged, never thrown out of the socket's event
    try {
      VisitRecorder.count(websiteId, request.url, typeof referrer === 'string' ? referrer : null)
    } catch (error) {
      logger.warn({ err: error }, 'visit not counted')
    }
  })
}

/** recordVisitOnFinish for a request the app's pipeline answers. */
export function recordVisitWhenSent(ctx: HttpContext, websiteId: number) {
  recordVisitOnFinish(
    ctx.response.response,
    { method: ctx.request.method(), headers: ctx.request.headers(), url: ctx.request.url(true) },
    websiteId
  )
}
