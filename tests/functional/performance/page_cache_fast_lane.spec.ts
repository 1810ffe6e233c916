import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { lifecycle } from '#http/server/lifecycle'
import { PageCache } from '#services/cache/page_cache'
import { VisitRecorder } from '#services/store/visit_recorder'
import { storefronts } from '#tests/functional/store/catalogue_helpers'
import {
  NOT_ANSWERED,
  get,
  laneServer,
  withoutNonce,
} from '#tests/functional/performance/lane_server'

/*
| The server's fast lane (bin/server.ts runs it before the app): a cookieless visit of a page this process
| answered within the last second gets the app's own answer to the byte, and everything else is left to
| the app. Here it stands alone in a node:http server whose fallback answers 599, next to the test server
| that serves (and keeps) the pages.
*/

test.group('Page cache fast lane before the app', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    VisitRecorder.discardPending()
    return () => {
      VisitRecorder.discardPending()
      lifecycle.draining = false
    }
  })

  test('a page the app just answered is answered the same, headers and bytes, in each encoding', async ({
    assert,
  }) => {
    await storefronts()
    const lane = await laneServer()
    try {
      const appPort = env.get('PORT')
      const html = await get(appPort, '/o/demo/products')
      const version = /&quot;version&quot;:&quot;([^&]*)&quot;/.exec(html.bytes.toString())![1]
      const inertia = { 'x-inertia': 'true', 'x-inertia-version': version }
      for (const headers of [
        {},
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
        { 'accept-encoding': 'gzip' },
        { ...inertia, 'accept-encoding': 'gzip, deflate, br, zstd' },
      ]) {
        // fetch's own Accept-Encoding is replaced by the one given (identity when none)
        const asked = { 'accept-encoding': 'identity', ...headers }
        await get(appPort, '/o/demo/products', asked)
        const fromApp = await get(appPort, '/o/demo/products', asked)
        assert.equal(fromApp.headers['x-page-cache'], 'hit')
        const fromLane = await get(lane.port, '/o/demo/products', asked)
        assert.equal(fromLane.status, 200, JSON.stringify(asked))
        assert.equal(
          withoutNonce(fromLane.bytes.toString('latin1')),
          withoutNonce(fromApp.bytes.toString('latin1'))
        )
        for (const name of [
          'content-type',
          'content-encoding',
          'vary',
          'x-inertia',
          'x-page-cache',
          'x-frame-options',
          'x-content-type-options',
          'referrer-policy',
          'cross-origin-opener-policy',
        ]) {
          assert.equal(fromLane.headers[name], fromApp.headers[name], name)
        }
        assert.equal(
          withoutNonce(fromLane.headers['content-security-policy']),
          withoutNonce(fromApp.headers['content-security-policy'])
        )
        assert.notProperty(fromLane.headers, 'set-cookie')
        assert.equal(fromLane.headers['x-request-id'], 'lane-request')
        // fetch decodes the body; compressed, a page with this visit's nonce may differ in length
        if (!fromLane.headers['content-encoding']) {
          assert.equal(fromLane.headers['content-length'], String(fromLane.bytes.length))
        }
      }
    } finally {
      lane.server.close()
    }
  })

  test('it counts the visit once sent, as the app does', async ({ assert }) => {
    await storefronts()
    const lane = await laneServer()
    try {
      await get(env.get('PORT'), '/o/demo/products')
      await get(env.get('PORT'), '/o/demo/products')
      VisitRecorder.discardPending()
      assert.equal((await get(lane.port, '/o/demo/products')).status, 200)
      for (let i = 0; i < 50 && VisitRecorder.pendingCount < 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      assert.equal(VisitRecorder.pendingCount, 1)
      // a prefetch is not a visit
      await get(lane.port, '/o/demo/products', { purpose: 'prefetch' })
      await new Promise((resolve) => setTimeout(resolve, 50))
      assert.equal(VisitRecorder.pendingCount, 1)
    } finally {
      lane.server.close()
    }
  })

  test('cookies, a partial reload, another method, a page not kept, a save and draining go the app way', async ({
    assert,
  }) => {
    const { demo } = await storefronts()
    const lane = await laneServer()
    try {
      await get(env.get('PORT'), '/o/demo/products')
      await get(env.get('PORT'), '/o/demo/products')
      assert.equal((await get(lane.port, '/o/demo/products')).status, 200)
      const notAnswered = async (path: string, init: Record<string, string> = {}) =>
        assert.equal((await get(lane.port, path, init)).status, NOT_ANSWERED, path)
      await notAnswered('/o/demo/products', { cookie: 'a=b' })
      await notAnswered('/o/demo/products', { 'x-inertia-partial-data': 'products' })
      await notAnswered('/o/demo/products?page=2')
      await notAnswered('/o/demo/categories')
      // another asset version: the app's 409
      await notAnswered('/o/demo/products', { 'x-inertia': 'true', 'x-inertia-version': 'old' })
      const head = await fetch(`http://${env.get('HOST')}:${lane.port}/o/demo/products`, {
        method: 'HEAD',
      })
      assert.equal(head.status, NOT_ANSWERED)

      lifecycle.draining = true
      await notAnswered('/o/demo/products')
      lifecycle.draining = false
      assert.equal((await get(lane.port, '/o/demo/products')).status, 200)

      // a save drops the page at once: the next visit is the app's (which renders it afresh)
      await PageCache.forget(demo.id)
      await notAnswered('/o/demo/products')
    } finally {
      lane.server.close()
    }
  })
})
