import { test } from '@japa/runner'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'

/** A raw GET (no client that decompresses on its own): status, headers and the body as sent. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: process.env.HOST, port: Number(process.env.PORT), path: encodeURI(path), headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) })
          )
        }
      )
      req.on('error', reject)
      req.end()
    }
  )
}

test.group('Compression and cache headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{$self} is sent with brotli, or gzip to a browser without brotli')
    .with(['/o/demo', '/c/demo/blogs'])
    .run(async ({ assert }, url) => {
      const plain = await rawGet(url)
      assert.equal(plain.status, 200)
      assert.isUndefined(plain.headers['content-encoding'])

      const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' })
      assert.equal(br.headers['content-encoding'], 'br')
      assert.include(br.headers['vary'], 'Accept-Encoding')
      const html = brotliDecompressSync(br.body).toString()
      assert.include(html, '<html')
      assert.isBelow(br.body.length, html.length / 3)

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' })
      assert.equal(gzip.headers['content-encoding'], 'gzip')
      assert.include(gunzipSync(gzip.body).toString(), '<html')
    })

  test('an Inertia JSON visit is compressed', async ({ assert }) => {
    // the asset version the page was rendered with, sent back as the browser's Inertia client does
    const html = (await rawGet('/o/demo/products')).body.toString()
    const version = html.match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/)
    const response = await rawGet('/o/demo/products', {
      'x-inertia-version': version?.[1] ?? version?.[2] ?? '',
      'accept-encoding': 'br',
      'x-inertia': 'true',
      'x-requested-with': 'XMLHttpRequest',
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-encoding'], 'br')
    const page = JSON.parse(brotliDecompressSync(response.body).toString())
    assert.equal(page.component, 'store/products/index')
  })

  test('hashed built assets are cached for a year, other public files revalidated', async ({
    assert,
  }) => {
    const dir = app.publicPath('assets')
    mkdirSync(dir, { recursive: true })
    const file = `${dir}/perf-test-Ab12Cd34.js`
    writeFileSync(file, `console.log(${JSON.stringify('x'.repeat(4000))})`)
    try {
      const asset = await rawGet('/assets/perf-test-Ab12Cd34.js', { 'accept-encoding': 'br' })
      assert.equal(asset.status, 200)
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(asset.headers['content-encoding'], 'br')

      const icon = await rawGet('/favicon.svg')
      assert.equal(icon.status, 200)
      assert.equal(icon.headers['cache-control'], 'public, max-age=0, must-revalidate')
      assert.exists(icon.headers['etag'])
      const again = await rawGet('/favicon.svg', { 'if-none-match': icon.headers['etag'] })
      assert.equal(again.status, 304)
    } finally {
      rmSync(file, { force: true })
    }
  })

  test('an uploaded image has an ETag and a Last-Modified date, and answers 304 when unchanged', async ({
    assert,
  }) => {
    const key = '999999/perf-test.webp'
    await drive.use().put(key, 'RIFF0000WEBPVP8 ')
    try {
      const url = await drive.use().getUrl(key)
      const image = await rawGet(url)
      assert.equal(image.status, 200)
      assert.exists(image.headers['etag'])
      assert.exists(image.headers['last-modified'])
      const again = await rawGet(url, { 'if-none-match': image.headers['etag'] })
      assert.equal(again.status, 304)
    } finally {
      await drive.use().deleteAll('999999')
    }
  })
})
