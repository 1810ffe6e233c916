// A save whose invalidation message never reaches another process still ends that process's stale pages.
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import { PageCache } from '#services/cache/page_cache'
import { SiteVersions } from '#services/cache/site_versions'
import { websiteChanged } from '#services/cache/site_changes'
import { startServer, stop, waitUntilLive } from '#tests/functional/security/server_helpers'
import { Browser } from '#tests/functional/performance/browser_client'

const BASE_PORT = Number(process.env.PORT ?? 3334)
const PORTS = [BASE_PORT + 11, BASE_PORT + 12] as const

test.group('Site versions: a save bumps the version with the data', (group) => {
  group.each.setup(() => {
    // versions this process learned in earlier tests were rolled back with their global transaction
    SiteVersions.reset()
    return testUtils.db().withGlobalTransaction()
  })
  group.each.teardown(() => SiteVersions.reset())

  const versionOf = async (websiteId: number) =>
    Number((await db.from('site_versions').where('website_id', websiteId).first())?.version ?? 0)

  test('a committed save bumps once; a rolled-back one leaves the version as it was', async ({
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const before = await versionOf(demo.id)
    const others = await versionOf(nakheel.id)

    await db.transaction(async (trx) => {
      // two bumps in one transaction are one save
      assert.equal(await SiteVersions.bump(demo.id, trx), before + 1)
      assert.isNull(await SiteVersions.bump(demo.id, trx))
    })
    assert.equal(await versionOf(demo.id), before + 1)

    await db
      .transaction(async (trx) => {
        await SiteVersions.bump(demo.id, trx)
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.equal(await versionOf(demo.id), before + 1)
    assert.equal(await versionOf(nakheel.id), others)

    // a save announced after its commit bumps too, and this process learns the version
    await websiteChanged(demo.id)
    assert.equal(await versionOf(demo.id), before + 2)
    assert.equal(SiteVersions.known(demo.id), before + 2)
  })

  test('a kept page older than a version read from the database is never answered', async ({
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await SiteVersions.poll()
    const version = SiteVersions.known(demo.id)
    const key = `test:${randomUUID()}`
    await PageCache.set(key, {
      body: 'old',
      headers: {},
      nonce: null,
      websiteId: demo.id,
      countsVisits: false,
      version,
    })
    assert.equal((await PageCache.get(key))?.body, 'old')

    // another process saved and its message was lost: only the row tells
    await db
      .from('site_versions')
      .where('website_id', demo.id)
      .update({ version: version + 1, changed_ms: Date.now() })
    const heard: number[] = []
    const off = SiteVersions.onChange((id) => heard.push(id))
    try {
      assert.deepEqual(await SiteVersions.poll(), [demo.id])
    } finally {
      off()
    }
    assert.deepEqual(heard, [demo.id])
    assert.isNull(await PageCache.get(key))
  })
})

test.group('Two app processes that never hear of each other (no Redis, no cluster)', () => {
  test('a design saved in one process shows in the other soon after, not 10 minutes later', async ({
    assert,
    route,
    cleanup,
  }) => {
    const website = await db.from('websites').where('username', 'demo').firstOrFail()
    cleanup(async () => {
      await db
        .from('websites')
        .where('id', website.id)
        .update({ design: website.design, default_theme: website.default_theme })
    })
    const url = `/o/demo?run=${randomUUID()}`
    cleanup(async () => {
      await db.from('visits').where('path', url).delete()
    })
    // no REDIS_HOST: nothing carries a save from one process to the other but the database
    const env = { REDIS_HOST: '', LIMITER_STORE: 'memory', SESSION_DRIVER: 'database' }
    const servers = PORTS.map((port) => startServer(env, port))
    cleanup(async () => {
      await Promise.all(servers.map((server) => stop(server.child, server.exited)))
    })
    // two processes starting through the TS loader on a busy machine: up to a minute
    const live = async (index: number) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await waitUntilLive(servers[index], PORTS[index])
        } catch (error) {
          if (attempt === 3 || servers[index].child.exitCode !== null) throw error
        }
      }
    }
    await Promise.all([live(0), live(1)])

    const page = (port: number) => fetch(`http://127.0.0.1:${port}${url}`)
    assert.equal((await page(PORTS[1])).headers.get('x-page-cache'), 'miss')
    assert.equal((await page(PORTS[1])).headers.get('x-page-cache'), 'hit')

    const merchant = new Browser(PORTS[0])
    const login = await merchant.send('POST', '/login', {
      email: 'demo@safhati.sa',
      password: DEMO_PASSWORD,
    })
    assert.oneOf(login.status, [302, 303])
    const part = (color: string) => ({ color, textcolor: '#ffffff', hovercolor: '#ffcc00' })
    const saved = await merchant.send(
      'PUT',
      route('dashboard.design.update', { username: 'demo' }),
      {
        default_theme: 'theme-1',
        background: part('#fafaf5'),
        header: part('#12ab34'),
        footer: part('#000000'),
      }
    )
    assert.equal(saved.status, 303)
    const savedAt = Date.now()

    // the other process kept the page from before the save (for 10 minutes): it drops it on its next
    // read of the versions, every 500 ms. The bound leaves room for a loaded machine rendering through
    // the TS loader; the figure on a quiet one is printed by `npm run bench`.
    let fresh = false
    while (!fresh && Date.now() - savedAt < 5000) {
      fresh = (await (await page(PORTS[1])).text()).includes('--header-bg:#12ab34;')
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const staleMs = Date.now() - savedAt
    assert.isTrue(fresh, `still the old page ${staleMs} ms after the save`)
  }).timeout(90_000)
})
