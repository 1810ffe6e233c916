// Kept pages of the built app are fixed bytes: compressed once, the CSP naming the loader by its hash.
import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import http from 'node:http'
import { urlOf } from '#tests/acceptance/support/server'

/** A first visit as Chrome makes it: no cookie, every encoding it knows. */
async function firstVisit(path: string, encoding = 'gzip, deflate, br, zstd') {
  const response = await fetch(urlOf(path), {
    headers: { 'Accept': 'text/html', 'Accept-Encoding': encoding },
  })
  // decoded by fetch: the page as the browser reads it
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

/** The bytes as they travel (fetch would decode them). */
function rawVisit(path: string, encoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(
        urlOf(path),
        { headers: { 'Accept': 'text/html', 'Accept-Encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        }
      )
      .on('error', reject)
  })
}

test.group('Acceptance: kept pages', () => {
  for (const path of ['/o/demo', '/o/demo/product/vitamin-c-serum', '/c/demo']) {
    test(`${path}: the same bytes for every visit, allowed by the CSP without a nonce`, async ({
      assert,
    }) => {
      await firstVisit(path)
      const first = await firstVisit(path)
      const second = await firstVisit(path)
      assert.equal(first.response.status, 200)
      assert.equal(first.response.headers.get('x-page-cache'), 'hit')
      assert.isNull(first.response.headers.get('set-cookie'))
      assert.isTrue(first.body.equals(second.body), 'two visits get the same bytes')

      const html = first.body.toString('utf8')
      assert.notInclude(html, 'nonce=')
      const policy = first.response.headers.get('content-security-policy') ?? ''
      assert.notInclude(policy, "'nonce-")
      assert.notInclude(policy, "'unsafe-inline' 'self'")
      // every inline script that runs is allowed by its hash; the data blocks are not scripts
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      const running = inline.filter(
        ([, attributes]) => !/type="application\/(json|ld\+json)"/.test(attributes)
      )
      assert.lengthOf(running, 1, 'the page loader is the one inline script')
      const hash = createHash('sha256').update(running[0][2]).digest('base64')
      assert.include(policy, `'sha256-${hash}'`)
      assert.match(policy, /script-src 'self' 'sha256-[^']+'(;|$)/)
    })
  }

  test('brotli and gzip each compressed once: the encoded bytes repeat exactly', async ({
    assert,
  }) => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const encoding of ['br', 'gzip'] as const) {
      await rawVisit('/o/demo', encoding)
      const a = await rawVisit('/o/demo', encoding)
      const b = await rawVisit('/o/demo', encoding)
      assert.equal(a.headers['content-encoding'], encoding)
      assert.equal(a.headers['x-page-cache'], 'hit')
      assert.isTrue(a.body.equals(b.body), `${encoding}: the same compressed bytes`)
      assert.include(decoders[encoding](a.body).toString('utf8'), '<html lang="ar" dir="rtl"')
    }
  })
})
