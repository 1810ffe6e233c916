import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** What is worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE =
  /^(text\/(html|css|plain|xml|javascript)|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/** A body under 1 KB gains less than the headers cost. */
export const COMPRESSION_THRESHOLD = 1024

/** brotli's default quality (11) costs tens of ms a page; 4 is about as small as gzip -9, faster. */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 }

export type ContentEncoding = 'br' | 'gzip'

/** The body as sent with this content encoding (the page cache keeps the result for pages without a nonce). */
export function compressBody(body: Buffer, encoding: ContentEncoding) {
  return encoding === 'br' ? brotliCompressSync(body, { params: BROTLI_PARAMS }) : gzipSync(body)
}

/** Verdicts by the exact Accept-Encoding header: browsers send the same one on every request. */
const preferred = new Map<string, ContentEncoding | null>()

/**
 * brotli when the browser takes it, else gzip, else none: what a kept page is sent in. An encoding
 * counts when named with a quality above 0 (`br;q=0` refuses it), as the negotiator reads the header.
 */
export function preferredEncodingOf(header: string | undefined): ContentEncoding | null {
  if (!header) return null
  const known = preferred.get(header)
  if (known !== undefined) return known
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim())
    const quality = parameters.find((parameter) => /^q\s*=/i.test(parameter))
    if (quality && !(Number(quality.split('=')[1]) > 0)) continue
    accepted.add(name.toLowerCase())
  }
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
  if (preferred.size >= 100) preferred.clear()
  preferred.set(header, encoding)
  return encoding
}
