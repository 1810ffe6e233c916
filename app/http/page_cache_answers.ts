import type { HttpContext } from '@adonisjs/core/http'
import type { CachedPage } from '#services/cache/page_cache'
import { VisitRecorder } from '#services/store/visit_recorder'
import {
  COMPRESSIBLE,
  COMPRESSION_THRESHOLD,
  compressBody,
  type ContentEncoding,
} from '#http/compression'

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

/** brotli when the browser takes it, else gzip, as the compression middleware chooses. */
function preferredEncoding({ request }: HttpContext): ContentEncoding | null {
  if (!request.header('accept-encoding')) return null
  const accepted = request.encodings()
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null
}

/**
 * The body in the encoding the browser asked for: a page without a nonce (every page in production,
 * Inertia JSON everywhere) is compressed once per encoding and kept so; a development page with one is
 * compressed for each visit, after its nonce is written.
 */
function encodedBody(ctx: HttpContext, ready: PreparedPage) {
  const encoding = ready.compressible ? preferredEncoding(ctx) : null
  const bytes = bytesFor(ready, nonceOf(ctx))
  if (!encoding) return { bytes, encoding: null }
  if (ready.nonceAt.length > 0) return { bytes: compressBody(bytes, encoding), encoding }
  ready.encoded[encoding] ??= compressBody(bytes, encoding)
  return { bytes: ready.encoded[encoding], encoding }
}

/**
 * Answers a visit with a kept page, which carries the nonce of the visit that rendered it: each visit
 * gets its own. Compressed here (the fast lane runs before the compression middleware), as that
 * middleware would.
 */
export function sendCachedPage(ctx: HttpContext, page: CachedPage) {
  const { response } = ctx
  const ready = prepare(page)
  for (const [name, value] of Object.entries(page.headers)) response.header(name, value)
  response.header('x-page-cache', 'hit')
  const { bytes, encoding } = encodedBody(ctx, ready)
  if (ready.compressible) response.append('vary', 'Accept-Encoding')
  if (encoding) response.header('content-encoding', encoding)
  response.status(200).send(bytes)
}

/** Whether this request is a page view worth counting (not a prefetch or a partial reload). */
function countsAsVisit({ request }: HttpContext) {
  if (request.method() !== 'GET') return false
  if ((request.header('purpose') ?? request.header('sec-purpose') ?? '').includes('prefetch')) {
    return false
  }
  return !request.header('x-inertia-partial-data') && !request.header('x-inertia-partial-except')
}

/**
 * Counts a storefront page view once the response has been sent with 200: the visitor never waits for
 * it, and an error there is logged, never turned into a failed page.
 */
export function recordVisitWhenSent(ctx: HttpContext, websiteId: number) {
  if (!countsAsVisit(ctx)) return
  const raw = ctx.response.response
  raw.once('finish', () => {
    if (raw.statusCode !== 200) return
    VisitRecorder.record(
      { id: websiteId },
      { path: ctx.request.url(true), referrer: ctx.request.header('referer') ?? null }
    ).catch((error) => {
      ctx.logger.warn({ err: error }, 'storefront visit not recorded')
    })
  })
}
