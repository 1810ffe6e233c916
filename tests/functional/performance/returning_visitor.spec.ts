// A returning anonymous visitor gets the kept page before the session runs; anyone with state does not.
import { test } from '@japa/runner'
import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import testUtils from '@adonisjs/core/services/test_utils'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import env from '#start/env'
import Product from '#models/product'
import { VisitRecorder } from '#services/store/visit_recorder'
import { storefronts } from '#tests/functional/store/catalogue_helpers'
import {
  NOT_ANSWERED,
  get,
  laneServer,
  withoutNonce,
} from '#tests/functional/performance/lane_server'

/** How many requests went through the session (the normal way) since the test started. */
let sessionRuns = 0

/** The app's own session store (the test env otherwise keeps sessions in memory), its runs counted. */
async function withAppSessionStore() {
  const config = (await configProvider.resolve(
    app,
    app.config.get('session')
  )) as ResolvedSessionConfig
  config.store = 'database'
  class CountedSessionMiddleware extends SessionMiddleware<any> {
    async handle(ctx: HttpContext, next: NextFn) {
      sessionRuns++
      return super.handle(ctx, next)
    }
  }
  app.container.swap(SessionMiddleware, () => new CountedSessionMiddleware(config, emitter))
  sessionRuns = 0
  return () => app.container.restore(SessionMiddleware)
}

async function browser(path: string, cookie = '', headers: Record<string, string> = {}) {
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${encodeURI(path)}`, {
    redirect: 'manual',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  })
  await response.arrayBuffer()
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    set: response.headers.getSetCookie().map((line) => line.split(';')[0]),
  }
}

/** The cookies a browser gets before its first form: the session id, the sealed guest session, XSRF. */
async function returningCookies() {
  const { set } = await browser('/csrf-cookie')
  return set.join('; ')
}

test.group('Page cache: a returning anonymous visitor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withAppSessionStore)
  group.each.setup(() => () => VisitRecorder.discardPending())

  test('is answered from memory before the session runs, and keeps its cookies', async ({
    assert,
  }) => {
    await storefronts()
    const cookies = await returningCookies()
    assert.lengthOf(cookies.split('; '), 3)
    await browser('/o/demo/products')
    const before = sessionRuns
    const visit = await browser('/o/demo/products', cookies)
    assert.equal(visit.status, 200)
    assert.equal(visit.cache, 'hit')
    assert.deepEqual(visit.set, [])
    assert.equal(sessionRuns, before, 'the session never ran')
  })

  test("the server's fast lane answers it too once the app has judged its cookies, to the byte", async ({
    assert,
  }) => {
    await storefronts()
    const cookies = await returningCookies()
    const lane = await laneServer()
    try {
      // uncompressed, to compare the bytes (the test environment's nonce differs per answer)
      const asked = { 'accept-encoding': 'identity', 'cookie': cookies }
      await browser('/o/demo/products')
      // cookies the app never judged are the app's to judge
      assert.equal((await get(lane.port, '/o/demo/products', asked)).status, NOT_ANSWERED)
      const fromApp = await get(env.get('PORT'), '/o/demo/products', asked)
      assert.equal(fromApp.headers['x-page-cache'], 'hit')
      const fromLane = await get(lane.port, '/o/demo/products', asked)
      assert.equal(fromLane.status, 200)
      assert.equal(
        withoutNonce(fromLane.bytes.toString('latin1')),
        withoutNonce(fromApp.bytes.toString('latin1'))
      )
      for (const name of ['content-type', 'content-encoding', 'vary']) {
        assert.equal(fromLane.headers[name], fromApp.headers[name], name)
      }
      assert.notProperty(fromLane.headers, 'set-cookie')

      // one more cookie, or one byte of the session changed: a header never judged anonymous
      assert.equal(
        (await get(lane.port, '/o/demo/products', { ...asked, cookie: `${cookies}; other=1` }))
          .status,
        NOT_ANSWERED
      )
      const [id, sealed, xsrf] = cookies.split('; ')
      const at = sealed.length - 5
      const changed = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`
      const forged = { ...asked, cookie: [id, changed, xsrf].join('; ') }
      await get(env.get('PORT'), '/o/demo/products', forged)
      assert.equal((await get(lane.port, '/o/demo/products', forged)).status, NOT_ANSWERED)
    } finally {
      lane.server.close()
    }
  })

  test('with another cookie, a forged token or a changed session byte it goes the normal way', async ({
    assert,
  }) => {
    await storefronts()
    const cookies = await returningCookies()
    await browser('/o/demo/products')
    const forgedXsrf = cookies.replace(/XSRF-TOKEN=[^;]+/, 'XSRF-TOKEN=e%3Aforged')
    const [id, sealed] = cookies.split('; ')
    const at = sealed.length - 5
    const changed = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`
    const variants = {
      'an unknown cookie': `${cookies}; other=1`,
      'a forged XSRF token': forgedXsrf,
      'a changed session byte': [id, changed, cookies.split('; ')[2]].join('; '),
    }
    for (const [what, variant] of Object.entries(variants)) {
      const before = sessionRuns
      const visit = await browser('/o/demo/products', variant)
      assert.equal(visit.status, 200, what)
      assert.equal(sessionRuns, before + 1, `${what}: the session ran`)
    }
  })

  test('a visitor with a cart is never answered from memory', async ({ assert }) => {
    await storefronts()
    let cookies = await returningCookies()
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)![1])
    const product = await Product.query()
      .whereHas('website', (query) => query.where('username', 'demo'))
      .where('is_active', true)
      .firstOrFail()
    const added = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/o/demo/cart/items`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'cookie': cookies,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
        'x-inertia': 'true',
        'accept': 'text/html, application/xhtml+xml',
      },
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
    })
    assert.oneOf(added.status, [302, 303])
    const jar = new Map<string, string>(
      cookies.split('; ').map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string])
    )
    for (const line of added.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split(/=(.*)/s)
      jar.set(name, value ?? '')
    }
    cookies = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    await browser('/o/demo/products')
    const before = sessionRuns
    const visit = await browser('/o/demo/products', cookies)
    assert.equal(visit.status, 200)
    assert.notEqual(visit.cache, 'hit')
    assert.equal(sessionRuns, before + 1)
  })
})
