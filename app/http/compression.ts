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
