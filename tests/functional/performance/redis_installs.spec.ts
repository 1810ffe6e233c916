import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import Website from '#models/website'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#exceptions/handler'
import { CustomerFactory } from '#database/factories/customer_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import {
  Browser,
  type Install,
  live,
  monitorChannels,
  OwnRedis,
  redisServerInstalled,
  startInstall,
  stopInstall,
  until,
} from '#tests/functional/performance/redis_install_helpers'

/**
 * Two installs of the app share one Redis, each under its own REDIS_KEY_PREFIX (and both on
 * REDIS_DB=5): nothing of one reaches the other, neither sessions nor rate-limit counters, cached
 * pages, invalidations or the merchant's order toasts; every key and channel carries its install's
 * prefix. Both use the test database (a merchant of the same name on each side, as two installs of
 * the demo data would have). Then Redis stops: /health/ready answers 503 naming it, and 200 when it is
 * back, without a restart.
 */
const BASE_PORT = Number(process.env.PORT ?? 3334)
const redis = new OwnRedis(BASE_PORT + 5)
const REDIS_DB = 5
const SKIPPED = 'redis-server is not installed: the two-install cases are skipped'
let installs: { a: Install; b: Install } | undefined

function both() {
  if (!installs) throw new Error('the installs did not start')
  return installs
}

async function merchantOn(install: Install) {
  const merchant = new Browser(install.port)
  const login = await merchant.send('POST', '/login', {
    email: 'demo@safhati.sa',
    password: DEMO_PASSWORD,
  })
  if (![302, 303].includes(login.status)) throw new Error(`login answered ${login.status}`)
  return merchant
}

/** A customer of the demo website with a cart of one product, signed in on `install`'s storefront. */
async function shopperOn(install: Install, website: Website) {
  const customer = await CustomerFactory.merge({
    websiteId: website.id,
    email: `installs.${randomUUID()}@example.com`,
    // an order needs the customer's mobile (issue 36)
    phone: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  }).create()
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي الملقا',
    street: 'شارع أنس بن مالك',
    shortAddress: 'RMLA1234',
  }).create()
  const cart = await CartFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    addressId: address.id,
  }).create()
  const product = await website.related('products').query().where('is_active', true).firstOrFail()
  await CartItemFactory.merge({
    websiteId: website.id,
    cartId: cart.id,
    productId: product.id,
    quantity: 1,
  }).create()
  const browser = new Browser(install.port)
  const login = await browser.send('POST', `/o/${website.username}/login`, {
    email: customer.email,
    password: 'secret123',
  })
  if (![302, 303].includes(login.status)) throw new Error(`customer login ${login.status}`)
  const branch = await website.related('branches').query().firstOrFail()
  return {
    customer,
    /** Places the order; the address of the page the customer is sent to (its confirmation). */
    checkout: async () => {
      const placed = await browser.send('POST', `/o/${website.username}/checkout`, {
        payment_method: 'cod',
        checkout_token: randomUUID(),
        branch_id: branch.id,
      })
      return `${placed.status} ${placed.headers.get('location')}`
    },
  }
}

test.group('Two installs on one Redis (REDIS_KEY_PREFIX)', (group) => {
  group.setup(async () => {
    if (!redisServerInstalled) return () => {}
    await redis.start()
    const a = startInstall(`installA_${randomUUID().slice(0, 8)}:`, BASE_PORT + 3, redis, REDIS_DB)
    const b = startInstall(`installB_${randomUUID().slice(0, 8)}:`, BASE_PORT + 4, redis, REDIS_DB)
    installs = { a, b }
    await Promise.all([live(a), live(b)])
    return async () => {
      await Promise.all([stopInstall(a), stopInstall(b)])
      await redis.stop()
      // written by the processes as they stopped: other tests count the visits table
      await db
        .from('visits')
        .where('path', 'like', '/o/demo?installs=%')
        .orWhere('path', '/o/demo?redis=down')
        .delete()
    }
  })

  test('a page one install cached is not served by the other; a save is told on its own channels', async ({
    assert,
    cleanup,
  }) => {
    const { a, b } = both()
    const url = `/o/demo?installs=${randomUUID()}`
    const cacheOf = async (install: Install) =>
      (await fetch(`http://127.0.0.1:${install.port}${url}`)).headers.get('x-page-cache')
    assert.equal(await cacheOf(a), 'miss')
    assert.equal(await cacheOf(a), 'hit')
    // in Redis under A's prefix: B renders its own
    assert.equal(await cacheOf(b), 'miss')
    assert.equal(await cacheOf(b), 'hit')

    const website = await db.from('websites').where('username', 'demo').firstOrFail()
    cleanup(async () => {
      await db
        .from('websites')
        .where('id', website.id)
        .update({ design: website.design, default_theme: website.default_theme })
    })
    const monitor = await monitorChannels(redis)
    cleanup(() => monitor.close())
    const merchant = await merchantOn(a)
    const part = (color: string) => ({ color, textcolor: '#ffffff', hovercolor: '#ffcc00' })
    const saved = await merchant.send('PUT', `/dashboard/demo/design`, {
      default_theme: 'theme-1',
      background: part('#fafaf5'),
      header: part('#12ab34'),
      footer: part('#000000'),
    })
    assert.equal(saved.status, 303)
    assert.equal(await cacheOf(a), 'miss')
    // the save was told to A's processes on A's channels, which no process of B listens to (the
    // last test lists them); B may drop its copy too, on its own channels, having read the version
    // the save left in the database they share
    await until(() => monitor.seen.length > 0, 3000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const channels = [...new Set(monitor.seen.map((message) => message.channel))]
    assert.isTrue(channels.some((channel) => channel.startsWith(a.prefix)))
    for (const channel of channels) {
      assert.isTrue(channel.startsWith(a.prefix) || channel.startsWith(b.prefix), channel)
    }
  })
    .timeout(120_000)
    .skip(!redisServerInstalled, SKIPPED)

  test("an order placed on one install reaches its own merchant's dashboard only", async ({
    assert,
    cleanup,
  }) => {
    const { a, b } = both()
    const website = await Website.findByOrFail('username', 'demo')
    const onA = await shopperOn(a, website)
    const onB = await shopperOn(b, website)
    cleanup(async () => {
      const ids = [onA.customer.id, onB.customer.id]
      await db.from('orders').whereIn('customer_id', ids).delete()
      await db.from('customers').whereIn('id', ids).delete()
    })
    const merchant = await merchantOn(a)
    const toasts = await merchant.listen(`dashboard/websites/${website.id}`)
    cleanup(() => toasts.close())
    const monitor = await monitorChannels(redis)
    cleanup(() => monitor.close())

    // B's order: announced on B's channel, never on A's merchant's stream
    await new Promise((resolve) => setTimeout(resolve, 300))
    const placedOnB = Date.now()
    assert.match(await onB.checkout(), /^303 .*\/checkout\/success\/\d+$/)
    const announced = () => monitor.seen.filter(({ at }) => at >= placedOnB)
    assert.isTrue(await until(() => announced().length > 0, 15_000))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    assert.notInclude(toasts.text(), 'طلب جديد')
    assert.isTrue(announced().some(({ channel }) => channel === `${b.prefix}transmit::broadcast`))
    for (const { channel } of announced()) assert.isTrue(channel.startsWith(b.prefix), channel)

    // A's own order reaches its merchant
    assert.match(await onA.checkout(), /^303 .*\/checkout\/success\/\d+$/)
    assert.isTrue(await until(() => toasts.text().includes('طلب جديد'), 15_000))
  })
    .timeout(60_000)
    .skip(!redisServerInstalled, SKIPPED)

  // after the tests that sign in on B: its login limit holds for a minute
  test('a session and the login counters of one install are unknown to the other', async ({
    assert,
  }) => {
    const { a, b } = both()
    // failed logins from this address on B until B refuses them (10 a minute, the order test's
    // sign-in on B counted): a throttled form goes back to its page with when to try again
    const stranger = new Browser(b.port)
    let attempts = 0
    let retryAfter: string | null = null
    while (retryAfter === null && attempts < 11) {
      const failed = await stranger.send('POST', '/login', {
        email: `nobody.${attempts++}@example.com`,
        password: 'wrong-password',
      })
      assert.oneOf(failed.status, [302, 303])
      retryAfter = failed.headers.get('retry-after')
    }
    assert.isNotNull(retryAfter)
    // A's counter for the same address is its own: the merchant signs in there
    const merchant = await merchantOn(a)
    const dashboard = router.makeUrl('dashboard.design.edit', { username: 'demo' })
    assert.equal((await merchant.fetch(dashboard)).status, 200)

    // the same cookies on B: its sessions are its own, the merchant is a guest there
    const elsewhere = new Browser(b.port)
    elsewhere.cookies = new Map(merchant.cookies)
    const there = await elsewhere.fetch(dashboard)
    assert.oneOf(there.status, [302, 303])
    assert.include(there.headers.get('location') ?? '', '/login')
  })
    .timeout(60_000)
    .skip(!redisServerInstalled, SKIPPED)

  test('every key and channel in Redis carries the prefix of the install that wrote it', async ({
    assert,
  }) => {
    const { a, b } = both()
    const client = redis.client({ db: REDIS_DB })
    try {
      const keys: string[] = []
      let cursor = '0'
      do {
        const [next, batch] = await client.scan(cursor, 'COUNT', 1000)
        keys.push(...batch)
        cursor = next
      } while (cursor !== '0')
      console.log(`keys in Redis db ${REDIS_DB}:\n  ${keys.sort().join('\n  ')}`)
      const ofA = keys.filter((key) => key.startsWith(a.prefix))
      const ofB = keys.filter((key) => key.startsWith(b.prefix))
      assert.deepEqual(keys.length, ofA.length + ofB.length, 'a key without an install prefix')
      // each wrote limiter counters and cached pages (and sessions, under random ids)
      for (const [prefix, own] of [
        [a.prefix, ofA],
        [b.prefix, ofB],
      ] as const) {
        assert.isTrue(
          own.some((key) => key.startsWith(`${prefix}rlflx:`)),
          `${prefix} limiter`
        )
        assert.isTrue(
          own.some((key) => key.includes('safhati:page')),
          `${prefix} pages`
        )
      }
      // REDIS_DB is honoured: nothing in database 0
      const zero = redis.client({ db: 0 })
      assert.equal(await zero.dbsize(), 0)
      zero.disconnect()

      const channels = (await client.pubsub('CHANNELS', '*')) as string[]
      console.log(`channels listened to:\n  ${channels.sort().join('\n  ')}`)
      for (const install of [a, b]) {
        for (const name of [
          'transmit::broadcast',
          'safhati:website-changed',
          'bentocache.notifications:pages',
        ]) {
          assert.include(channels, `${install.prefix}${name}`)
        }
      }
      for (const channel of channels) {
        assert.isTrue(channel.startsWith(a.prefix) || channel.startsWith(b.prefix), channel)
      }
    } finally {
      client.disconnect()
    }
  }).skip(!redisServerInstalled, SKIPPED)

  test('Redis down: /health/ready answers 503 naming it within 2 s, signed-in pages 503; back by itself', async ({
    assert,
  }) => {
    const { a } = both()
    const ready = async () => {
      const started = Date.now()
      const response = await fetch(`http://127.0.0.1:${a.port}/health/ready`)
      return { status: response.status, body: await response.json(), ms: Date.now() - started }
    }
    const before = await ready()
    assert.equal(before.status, 200)
    assert.deepEqual(before.body, { status: 'ok', database: 'up', redis: 'up' })
    const merchant = await merchantOn(a)
    const dashboard = router.makeUrl('dashboard.design.edit', { username: 'demo' })

    await redis.stop()
    const down = await ready()
    assert.equal(down.status, 503)
    assert.deepEqual(down.body, { status: 'unavailable', database: 'up', redis: 'down' })
    assert.isBelow(down.ms, 2500)
    assert.equal((await fetch(`http://127.0.0.1:${a.port}/health/live`)).status, 200)
    // a signed-in page needs its session from Redis: the Arabic "temporary outage" page, not a 500;
    // a storefront page is still served, rendered instead of taken from the cache
    const signedIn = await merchant.fetch(dashboard)
    assert.equal(signedIn.status, 503)
    assert.include(await signedIn.text(), SERVICE_UNAVAILABLE_MESSAGE)
    assert.equal((await fetch(`http://127.0.0.1:${a.port}/o/demo?redis=down`)).status, 200)

    await redis.start()
    assert.isTrue(await until(async () => (await ready()).status === 200, 5000))
  })
    .timeout(30_000)
    .skip(!redisServerInstalled, SKIPPED)
})
