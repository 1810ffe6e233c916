import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import { DateTime } from 'luxon'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import { RedisVisitCounts, REDIS_VISITS_KEY, type PendingVisit } from '#services/store/visit_counts'
import { startServer, stop, waitUntilLive } from '#tests/functional/security/server_helpers'
import { Browser } from '#tests/functional/performance/browser_client'

/**
 * With REDIS_HOST, the app processes share the page cache, its invalidations, the signed-in sessions
 * (SESSION_DRIVER=redis) and the visit counts through Redis. Two real app processes (bin/server.ts) on one database and one Redis, under a fresh
 * REDIS_KEY_PREFIX removed afterwards. Without a Redis server the group is skipped.
 */
const REDIS_HOST = process.env.REDIS_HOST || '127.0.0.1'
const REDIS_PORT = Number(process.env.REDIS_PORT || 6379)
// next to this run's own port, so parallel runs on other ports do not collide
const BASE_PORT = Number(process.env.PORT ?? 3334)
const PORTS = [BASE_PORT + 1, BASE_PORT + 2] as const

/** Whether a Redis server answers a PING (the machine's; CI without Redis skips these cases). */
async function redisReachable() {
  const client = new Redis({
    host: REDIS_HOST,
    port: REDIS_PORT,
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  // a refused connection is the answer, not an error to log
  client.on('error', () => {})
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.disconnect()
  }
}

const redisUp = await redisReachable()
const SKIPPED = `no Redis at ${REDIS_HOST}:${REDIS_PORT} (set REDIS_HOST/REDIS_PORT): Redis cases skipped`
if (!redisUp) console.warn(SKIPPED)

/** A connection under the prefix the app processes use (config/redis.ts: db 0). */
function redisClient(keyPrefix: string, database = 0) {
  return new Redis({
    host: REDIS_HOST,
    port: REDIS_PORT,
    db: database,
    keyPrefix,
    lazyConnect: true,
  })
}

async function removeKeys(keyPrefix: string, database = 0) {
  const client = new Redis({ host: REDIS_HOST, port: REDIS_PORT, db: database })
  const keys = await client.keys(`${keyPrefix}*`)
  if (keys.length) await client.unlink(...keys)
  client.disconnect()
}

/** Up to a minute for a process to start: two start at once through the TS loader on a busy machine. */
async function live(server: ReturnType<typeof startServer>, port: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await waitUntilLive(server, port)
    } catch (error) {
      if (attempt === 3 || server.child.exitCode !== null) throw error
    }
  }
}

/** Two app processes with Redis under a fresh prefix; stopped (and the prefix cleared) by `close`. */
async function twoProcesses() {
  const prefix = `safhati_test_${randomUUID()}:`
  const env = {
    REDIS_HOST,
    REDIS_PORT: String(REDIS_PORT),
    REDIS_KEY_PREFIX: prefix,
    LIMITER_STORE: 'memory',
    SESSION_DRIVER: 'redis',
  }
  const servers = PORTS.map((port) => startServer(env, port))
  let stopped = false
  const stopAll = async () => {
    if (stopped) return
    stopped = true
    await Promise.all(servers.map((server) => stop(server.child, server.exited)))
  }
  try {
    await Promise.all(servers.map((server, index) => live(server, PORTS[index])))
  } catch (error) {
    await stopAll()
    throw error
  }
  return {
    prefix,
    stopAll,
    close: async () => {
      await stopAll()
      await removeKeys(prefix)
    },
  }
}

test.group(
  'Redis (REDIS_HOST): two app processes share the page cache, sessions and visits',
  () => {
    test('a save made in one process drops the cached page in the other, whose session it knows', async ({
      assert,
      route,
      cleanup,
    }) => {
      const website = await db.from('websites').where('username', 'demo').firstOrFail()
      // the test's save is undone: other tests expect the seeded design
      cleanup(async () => {
        await db
          .from('websites')
          .where('id', website.id)
          .update({ design: website.design, default_theme: website.default_theme })
      })
      const url = `/o/demo?run=${randomUUID()}`
      // the processes write this test's visits as they stop (cleanups run last first): other tests
      // count the visits table
      cleanup(async () => {
        await db.from('visits').where('path', url).delete()
      })
      const app = await twoProcesses()
      cleanup(() => app.close())
      const [one, two] = PORTS.map((port) => new Browser(port))

      // rendered by the second process, kept there and in Redis: the first process serves it too
      const first = await fetch(`http://127.0.0.1:${PORTS[1]}${url}`)
      assert.equal(first.headers.get('x-page-cache'), 'miss')
      const seeded = await first.text()
      assert.notInclude(seeded, '--header-bg:#12ab34;')
      assert.equal(
        (await fetch(`http://127.0.0.1:${PORTS[1]}${url}`)).headers.get('x-page-cache'),
        'hit'
      )
      // from Redis, then from the first process's own memory
      for (let i = 0; i < 2; i++) {
        const hit = await fetch(`http://127.0.0.1:${PORTS[0]}${url}`)
        assert.equal(hit.status, 200)
        assert.equal(hit.headers.get('x-page-cache'), 'hit')
        assert.include(await hit.text(), '<title')
      }

      // the merchant saves a new header colour on the first process
      await one.fetch('/login')
      const login = await one.send('POST', '/login', {
        email: 'demo@safhati.sa',
        password: DEMO_PASSWORD,
      })
      assert.oneOf(login.status, [302, 303])
      const part = (color: string) => ({ color, textcolor: '#ffffff', hovercolor: '#ffcc00' })
      const saved = await one.send('PUT', route('dashboard.design.update', { username: 'demo' }), {
        default_theme: 'theme-1',
        background: part('#fafaf5'),
        header: part('#12ab34'),
        footer: part('#000000'),
      })
      assert.equal(saved.status, 303)

      // the second process renders the page again, from fresh website data, once the save's message
      // (published before the 303) has reached it: delivery between processes is asynchronous
      let fresh = false
      for (const until = Date.now() + 3000; !fresh && Date.now() < until;) {
        fresh = (await (await two.fetch(url)).text()).includes('--header-bg:#12ab34;')
        if (!fresh) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      assert.isTrue(fresh, 'the other process still served the page from before the save')

      // the merchant's session is in Redis (SESSION_DRIVER=redis): the second process knows it too
      const elsewhere = new Browser(PORTS[1])
      elsewhere.cookies = new Map(one.cookies)
      const dashboard = await elsewhere.fetch(route('dashboard.design.edit', { username: 'demo' }))
      assert.equal(dashboard.status, 200)
    })
      .timeout(90_000)
      .skip(!redisUp, SKIPPED)

    test('visits made in two processes wait in Redis and are written once, exactly', async ({
      assert,
      cleanup,
    }) => {
      const url = `/o/demo?visit=${randomUUID()}`
      cleanup(async () => {
        await db.from('visits').where('path', url).delete()
      })
      const app = await twoProcesses()
      cleanup(() => app.close())
      const written = async () =>
        Number((await db.from('visits').where('path', url).count('* as n'))[0].n)

      const visits = [PORTS[0], PORTS[0], PORTS[1], PORTS[0], PORTS[1]]
      for (const port of visits) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`)
        assert.equal(
          response.status,
          200,
          response.ok ? '' : (await response.text()).slice(0, 2000)
        )
      }
      const redis = redisClient(app.prefix)
      cleanup(() => redis.disconnect())
      // counted in Redis after the response, nothing written yet (the first flush is 10 s away)
      let counted = 0
      for (let i = 0; i < 50 && counted < visits.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const fields = await redis.hgetall(REDIS_VISITS_KEY)
        counted = Object.entries(fields)
          .filter(([field]) => JSON.parse(field)[1] === url)
          .reduce((sum, [, count]) => sum + Number(count), 0)
      }
      assert.equal(counted, visits.length)
      assert.equal(await written(), 0)

      // both processes stop at once, each flushing on its way out: one takes them all, the other none
      await app.stopAll()
      assert.equal(await written(), visits.length)
      assert.equal(await redis.exists(REDIS_VISITS_KEY), 0)
    })
      .timeout(90_000)
      .skip(!redisUp, SKIPPED)

    test('two processes taking the waiting visits while others are added get each one once', async ({
      assert,
      cleanup,
    }) => {
      const prefix = `safhati_test_${randomUUID()}:`
      const connections = [redisClient(prefix, 5), redisClient(prefix, 5)]
      cleanup(async () => {
        for (const connection of connections) connection.disconnect()
        await removeKeys(prefix, 5)
      })
      const [one, two] = connections.map((connection) => new RedisVisitCounts(() => connection))
      const visit = (n: number): PendingVisit => ({
        website_id: 1 + (n % 3),
        site: 'order',
        path: `/o/demo/products/${n % 7}`,
        referrer: n % 2 ? 'https://example.com/' : null,
        created_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss'),
      })

      const taken: PendingVisit[] = []
      const adding = Array.from({ length: 40 }, (_, batch) =>
        (batch % 2 ? one : two).add(Array.from({ length: 10 }, (__, n) => visit(batch * 10 + n)))
      )
      const taking = Array.from({ length: 20 }, async () => {
        taken.push(...(await one.take()), ...(await two.take()))
      })
      await Promise.all([...adding, ...taking])
      taken.push(...(await one.take()), ...(await two.take()))

      assert.lengthOf(taken, 400)
      const perWebsite = [1, 2, 3].map((id) => taken.filter((row) => row.website_id === id).length)
      assert.deepEqual(perWebsite, [134, 133, 133])
      assert.deepEqual(await one.take(), [])
    })
      .timeout(30_000)
      .skip(!redisUp, SKIPPED)
  }
)
