import { test } from '@japa/runner'
import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import Visit from '#models/visit'
import { GuestCookieSessionStore } from '#http/sessions/guest_cookie_session_store'
import { VisitRecorder } from '#services/store/visit_recorder'
import { cookiesOf, recordQueries, storefronts } from '#tests/functional/store/catalogue_helpers'

/** The app's own session store for the duration of a test (the test env otherwise uses the memory store). */
async function withAppSessionStore() {
  const config = (await configProvider.resolve(
    app,
    app.config.get('session')
  )) as ResolvedSessionConfig
  config.store = 'database'
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
  return () => app.container.restore(SessionMiddleware)
}

const writes = (queries: string[]) =>
  queries.filter((sql) => /^\s*(insert|update|delete|replace)\b/i.test(sql))

test.group('No database write on an anonymous read', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withAppSessionStore)
  // the visits a test counted are written inside its transaction, before the rollback
  group.each.setup(() => () => VisitRecorder.flush())

  // every public page a visitor can open without an account, on both sites
  const pages = [
    '/o/demo',
    '/o/demo/products',
    '/o/demo/products?q=سيروم',
    '/o/demo/product/gentle-cleanser',
    '/o/demo/categories',
    '/o/demo/categories/skin-care',
    '/o/demo/services',
    '/o/demo/p/about-us',
    '/o/demo/blogs',
    '/o/demo/category',
    '/o/demo/cart',
    '/c/demo',
    '/c/demo/blogs',
    '/c/demo/categories',
    '/c/demo/category/hair-care',
    '/c/demo/contact',
  ]

  test('a first and a returning anonymous visit of {$self} write nothing')
    .with(pages)
    .run(async ({ client, assert }, url) => {
      await storefronts()
      const sessionsBefore = await db.from('sessions').count('* as total')
      const first = await recordQueries(async () => {
        const response = await client.get(url)
        response.assertStatus(200)
        // nothing changed: no session, no CSRF token, no cookie
        assert.isUndefined(response.headers()['set-cookie'])
      })
      assert.deepEqual(writes(first), [], first.join('\n'))
      assert.isFalse(
        first.some((sql) => /\bsessions\b/.test(sql)),
        'no session row is read'
      )

      // a returning visitor: the session and CSRF cookies its first form fetched
      const cookies = cookiesOf((await client.get('/csrf-cookie')).headers()['set-cookie'])
      assert.include(cookies, 'adonis-session=')
      assert.include(cookies, 'XSRF-TOKEN=')
      const again = await recordQueries(async () => {
        const response = await client.get(url).header('cookie', cookies).withInertia()
        response.assertStatus(200)
        // its token is still good: none minted, no cookie written
        assert.isUndefined(response.headers()['set-cookie'])
      })
      assert.deepEqual(writes(again), [], again.join('\n'))
      assert.isFalse(again.some((sql) => /\bsessions\b/.test(sql)))
      assert.deepEqual(await db.from('sessions').count('* as total'), sessionsBefore)
    })

  test('the visit is counted in memory and written by the next flush', async ({
    client,
    assert,
  }) => {
    const { demo } = await storefronts()
    await VisitRecorder.flush()
    const before = (await Visit.query().where('website_id', demo.id)).length
    const queries = await recordQueries(async () => {
      const response = await client.get('/o/demo').withInertia()
      response.assertStatus(200)
      // the visit is counted once the response has gone out
      for (let i = 0; i < 40 && VisitRecorder.pendingCount === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })
    assert.deepEqual(writes(queries), [])
    assert.equal(VisitRecorder.pendingCount, 1)
    assert.lengthOf(await Visit.query().where('website_id', demo.id), before)

    await VisitRecorder.flush()
    assert.equal(VisitRecorder.pendingCount, 0)
    const visits = await Visit.query().where('website_id', demo.id).orderBy('id')
    assert.lengthOf(visits, before + 1)
    const visit = visits[visits.length - 1]
    assert.equal(visit.path, '/o/demo')
    assert.equal(visit.createdAt.toISODate(), new Date().toISOString().slice(0, 10))
  })
})

test.group('Session store: guests in a cookie, sign-ins in the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function storeFor(cookie = '') {
    const config = (await configProvider.resolve(
      app,
      app.config.get('session')
    )) as ResolvedSessionConfig
    const ctx = await testUtils.createHttpContext()
    if (cookie) ctx.request.request.headers.cookie = cookie
    const store = config.stores.database(ctx, config)
    return { ctx, store }
  }

  test('a signed-in session is a database row the next request reads; signing out removes it', async ({
    assert,
  }) => {
    const { ctx, store } = await storeFor()
    assert.instanceOf(store, GuestCookieSessionStore)
    await store.write('sid-1', { 'auth_web': 7, 'csrf-secret': 'x' })
    const row = await db.from('sessions').where('id', 'sid-1').first()
    assert.exists(row)

    const next = await storeFor(cookiesOf(ctx.response.getHeader('set-cookie') as string[]))
    assert.deepEqual(await next.store.read('sid-1'), { 'auth_web': 7, 'csrf-secret': 'x' })
    await next.store.write('sid-1', { 'csrf-secret': 'x' })
    assert.notExists(await db.from('sessions').where('id', 'sid-1').first())

    const guest = await storeFor(cookiesOf(next.ctx.response.getHeader('set-cookie') as string[]))
    assert.deepEqual(await guest.store.read('sid-1'), { 'csrf-secret': 'x' })
  })

  test('old input too large for a cookie goes to the database', async ({ assert }) => {
    const { ctx, store } = await storeFor()
    const input = { description: 'وصف طويل '.repeat(400) }
    await store.write('sid-2', { __flash__: { input } })
    assert.exists(await db.from('sessions').where('id', 'sid-2').first())
    const cookies = cookiesOf(ctx.response.getHeader('set-cookie') as string[])
    assert.isBelow(cookies.length, 400)
    const next = await storeFor(cookies)
    assert.deepEqual(await next.store.read('sid-2'), { __flash__: { input } })
  })

  test('a small guest session writes no row', async ({ assert }) => {
    const { ctx, store } = await storeFor()
    await store.write('sid-3', { 'csrf-secret': 'y', 'store_cart_1': 'abc' })
    assert.notExists(await db.from('sessions').where('id', 'sid-3').first())
    const next = await storeFor(cookiesOf(ctx.response.getHeader('set-cookie') as string[]))
    assert.deepEqual(await next.store.read('sid-3'), { 'csrf-secret': 'y', 'store_cart_1': 'abc' })
  })

  test('a guest cookie opened before reads as a fresh copy, and a changed byte is still refused', async ({
    assert,
  }) => {
    const { ctx, store } = await storeFor()
    await store.write('sid-4', { 'csrf-secret': 'z', '__flash__': { notice: 'تم' } })
    const cookie = cookiesOf(ctx.response.getHeader('set-cookie') as string[])
    const first = await (await storeFor(cookie)).store.read('sid-4')
    assert.deepEqual(first, { 'csrf-secret': 'z', '__flash__': { notice: 'تم' } })
    // the session changes what it read: the next request of the same cookie must not see it
    ;(first!.__flash__ as Record<string, string>).notice = 'changed'
    first!['csrf-secret'] = 'changed'
    const second = await (await storeFor(cookie)).store.read('sid-4')
    assert.deepEqual(second, { 'csrf-secret': 'z', '__flash__': { notice: 'تم' } })

    const [name, value] = cookie.split('=')
    const last = value.at(-1) === 'A' ? 'B' : 'A'
    const forged = await (
      await storeFor(`${name}=${value.slice(0, -1)}${last}`)
    ).store.read('sid-4')
    assert.isNull(forged)
  })
})
