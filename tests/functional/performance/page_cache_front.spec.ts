import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import Visit from '#models/visit'
import Product from '#models/product'
import { PageCache } from '#services/cache/page_cache'
import { VisitRecorder } from '#services/store/visit_recorder'
import { recordQueries, storefronts } from '#tests/functional/store/catalogue_helpers'

/**
 * A request as a browser with no cookie sends it, straight to the test server (the API client always
 * sends a session cookie of its own).
 */
async function browser(path: string, init: RequestInit = {}) {
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${encodeURI(path)}`, {
    redirect: 'manual',
    ...init,
  })
  const text = await response.text()
  return {
    status: response.status,
    header: (name: string) => response.headers.get(name) ?? undefined,
    cookies: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
    text,
  }
}

const inertiaHeaders = (version: string) => ({
  'x-inertia': 'true',
  'x-inertia-version': version,
  'x-requested-with': 'XMLHttpRequest',
})

/** Waits for the visits counted once a response has gone out. */
async function countedVisits(expected: number) {
  for (let i = 0; i < 50 && VisitRecorder.pendingCount < expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return VisitRecorder.pendingCount
}

test.group('Page cache fast lane: a browser with no cookie', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    VisitRecorder.discardPending()
    return () => VisitRecorder.discardPending()
  })

  test('the second visit of {$self} is answered from memory, with no query and no cookie')
    .with(['/o/demo', '/o/demo/products?q=سيروم', '/c/demo', '/c/demo/blogs'])
    .run(async ({ assert }, url) => {
      await storefronts()
      let first = ''
      let second = ''
      let marked = 0
      const queries = await recordQueries(async (list) => {
        const miss = await browser(url)
        assert.equal(miss.status, 200)
        assert.equal(miss.header('x-page-cache'), 'miss')
        first = miss.text
        marked = list.length
        const hit = await browser(url)
        assert.equal(hit.status, 200)
        assert.equal(hit.header('x-page-cache'), 'hit')
        // nothing of a session: no session, CSRF or cart cookie is made for this visit
        assert.equal(hit.cookies, '')
        assert.match(hit.header('content-type') ?? '', /^text\/html/)
        second = hit.text
      })
      assert.deepEqual(queries.slice(marked), [])
      const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '')
      assert.equal(withoutNonce(second), withoutNonce(first))
    })

  test('each answer from memory carries the nonce of its own CSP header', async ({ assert }) => {
    await storefronts()
    await browser('/o/demo/products')
    const nonces: string[] = []
    for (let i = 0; i < 2; i++) {
      const hit = await browser('/o/demo/products')
      assert.equal(hit.header('x-page-cache'), 'hit')
      const nonce = hit.header('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? ''
      const scripts = [...hit.text.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1])
      assert.isAbove(scripts.length, 0)
      assert.isTrue(scripts.every((value) => value === nonce))
      nonces.push(nonce)
    }
    assert.notEqual(nonces[0], nonces[1])
  })

  test('an Inertia visit gets the kept JSON of its asset version; an old version gets 409', async ({
    assert,
  }) => {
    await storefronts()
    const html = await browser('/o/demo/products')
    const version = html.text.match(/&quot;version&quot;:&quot;([^&]*)&quot;/)?.[1] ?? ''
    await browser('/o/demo/products', { headers: inertiaHeaders(version) })
    const hit = await browser('/o/demo/products', { headers: inertiaHeaders(version) })
    assert.equal(hit.status, 200)
    assert.equal(hit.header('x-page-cache'), 'hit')
    assert.equal(hit.header('x-inertia'), 'true')
    assert.equal(JSON.parse(hit.text).component, 'store/products/index')

    const old = await browser('/o/demo/products', { headers: inertiaHeaders('an-old-build') })
    assert.equal(old.status, 409)
    assert.isString(old.header('x-inertia-location'))
    // answered before any render: no page in the body, and no key for a version the server never built
    assert.equal(old.text, '')
    assert.isNull(PageCache.addressOf('/o/demo/products', 'an-old-build').key)
    for (let i = 0; i < 5; i++) {
      const madeUp = await browser('/o/demo/products', { headers: inertiaHeaders(`junk-${i}`) })
      assert.equal(madeUp.status, 409)
      assert.isUndefined(madeUp.header('x-page-cache'))
    }
  })

  test('a partial reload and a visit with cookies go the normal way', async ({ assert }) => {
    await storefronts()
    const first = await browser('/o/demo/products')
    // a first visit changes nothing: no session, no token, no cookie
    assert.equal(first.cookies, '')
    const version = first.text.match(/&quot;version&quot;:&quot;([^&]*)&quot;/)?.[1] ?? ''

    const partial = await browser('/o/demo/products', {
      headers: {
        ...inertiaHeaders(version),
        'x-inertia-partial-component': 'store/products/index',
        'x-inertia-partial-data': 'products',
      },
    })
    assert.equal(partial.status, 200)
    assert.isUndefined(partial.header('x-page-cache'))

    // a returning visitor (the cookies a form fetched) goes the normal way, and keeps its cookies as
    // they are: its token is still good, so none is minted and no cookie is written
    const cookies = (await browser('/csrf-cookie')).cookies
    assert.include(cookies, 'XSRF-TOKEN=')
    assert.include(cookies, 'adonis-session=')
    const returning = await browser('/o/demo/products', { headers: { cookie: cookies } })
    assert.equal(returning.status, 200)
    assert.equal(returning.header('x-page-cache'), 'hit')
    assert.equal(returning.cookies, '')
  })

  test('a storefront view answered from memory is counted; a content site view is not', async ({
    assert,
  }) => {
    const { demo } = await storefronts()
    await browser('/o/demo')
    await browser('/c/demo')
    assert.equal(await countedVisits(1), 1)
    VisitRecorder.discardPending()

    const hit = await browser('/o/demo', { headers: { referer: 'https://example.com/' } })
    assert.equal(hit.header('x-page-cache'), 'hit')
    assert.equal((await browser('/c/demo')).header('x-page-cache'), 'hit')
    assert.equal(await countedVisits(1), 1)

    const before = (await Visit.query().where('website_id', demo.id)).length
    await VisitRecorder.flush()
    const visits = await Visit.query().where('website_id', demo.id).orderBy('id', 'desc')
    assert.lengthOf(visits, before + 1)
    assert.equal(visits[0].path, '/o/demo')
    assert.equal(visits[0].referrer, 'https://example.com/')
  })

  test('a browser without cookies gets them from /csrf-cookie, and its first form is accepted', async ({
    route,
    assert,
  }) => {
    const { demo } = await storefronts()
    const product = await Product.query().where('website_id', demo.id).firstOrFail()
    const add = (headers: Record<string, string>) =>
      browser(route('store.cart_items.store', { username: 'demo' }), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ product_id: product.id, quantity: 1 }),
      })

    // a page from memory gave no cookie: the form alone would be refused
    await browser('/o/demo')
    assert.equal((await browser('/o/demo')).cookies, '')
    assert.equal((await add({})).status, 419)

    const given = await browser(route('auth.csrf_cookie.show'))
    assert.equal(given.status, 204)
    assert.equal(given.header('cache-control'), 'no-store')
    const xsrf = decodeURIComponent(given.cookies.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '')
    assert.isAbove(xsrf.length, 10)
    const added = await add({ 'cookie': given.cookies, 'x-xsrf-token': xsrf })
    assert.equal(added.status, 302)
  })
})
