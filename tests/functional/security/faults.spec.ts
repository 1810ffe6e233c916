import { test } from '@japa/runner'
import net from 'node:net'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#exceptions/handler'
import { SERVER_PORT, ensureBuilt, startServer, stop, waitUntilLive } from './server_helpers.js'

/** PostgreSQL is reached through a TCP proxy the test opens and closes: "the database is down" without
 * stopping the machine's PostgreSQL. */
const PROXY_PORT = Number(process.env.FAULTS_PROXY_PORT ?? 3464)
const PG_PORT = Number(process.env.PG_PORT ?? 5432)
const PG_HOST = process.env.PG_HOST ?? '127.0.0.1'
/** Starts in a row: 3 in `npm test`, 20 in `npm run soak` (scripts/soak.js). */
const STARTS = Number(process.env.FAULT_STARTS ?? 3)

/** A TCP proxy to PostgreSQL that can be taken down (refusing and cutting connections) and back up. */
function pgProxy() {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  return {
    up: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(PG_PORT, PG_HOST)
          for (const socket of [client, upstream]) {
            sockets.add(socket)
            socket.on('close', () => sockets.delete(socket))
            socket.on('error', () => {})
          }
          client.pipe(upstream).pipe(client)
        })
        server.listen(PROXY_PORT, '127.0.0.1', () => resolve())
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (!server) return resolve()
        server.close(() => resolve())
      }),
  }
}

async function timed(url: string) {
  const started = Date.now()
  const response = await fetch(url, { headers: { accept: 'text/html' } })
  return { status: response.status, text: await response.text(), ms: Date.now() - started }
}

test.group('Faults: start, stop and a database that goes away', () => {
  test(`the built server starts ${STARTS} times in a row and exits cleanly on SIGTERM each time`, async ({
    assert,
  }) => {
    // the compiled server production runs (node build/bin/server.js), built here when stale
    ensureBuilt()
    for (let run = 0; run < STARTS; run++) {
      const server = startServer({}, SERVER_PORT, { built: true })
      await waitUntilLive(server)
      const { code, ms } = await stop(server.child, server.exited)
      assert.equal(code, 0, `run ${run + 1}: ${server.stderr()}`)
      assert.isBelow(ms, 10_000)
      assert.notInclude(server.stderr(), 'before initialization')
    }
  }).timeout(240_000 + STARTS * 10_000)

  test('after SIGTERM no new connection is accepted and the process is gone within 10 s', async ({
    assert,
  }) => {
    const server = startServer()
    await waitUntilLive(server)
    const { code, ms } = await stop(server.child, server.exited)
    assert.equal(code, 0)
    assert.isBelow(ms, 10_000)
    await assert.rejects(() => fetch(`http://127.0.0.1:${SERVER_PORT}/health/live`))
  }).timeout(30_000)

  test('database down: Arabic 503 within 2 s, ready says down, live stays up; back without a restart', async ({
    assert,
  }) => {
    const proxy = pgProxy()
    await proxy.up()
    const server = startServer({
      DB_CONNECTION: 'pg',
      PG_HOST: '127.0.0.1',
      PG_PORT: String(PROXY_PORT),
      PG_DB_NAME: 'postgres',
    })
    try {
      await waitUntilLive(server)
      const base = `http://127.0.0.1:${SERVER_PORT}`
      assert.equal((await timed(`${base}/health/ready`)).status, 200)

      await proxy.down()
      const ready = await timed(`${base}/health/ready`)
      assert.equal(ready.status, 503)
      assert.include(ready.text, '"database":"down"')
      assert.isBelow(ready.ms, 2500)
      const page = await timed(`${base}/o/demo`)
      assert.equal(page.status, 503)
      assert.include(page.text, SERVICE_UNAVAILABLE_MESSAGE)
      assert.isBelow(page.ms, 2000)
      assert.equal((await timed(`${base}/health/live`)).status, 200)

      await proxy.up()
      let back = 503
      for (let i = 0; i < 30 && back !== 200; i++) {
        back = (await timed(`${base}/health/ready`)).status
        if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 200))
      }
      assert.equal(back, 200)
    } finally {
      await stop(server.child, server.exited)
      await proxy.down()
    }
  }).timeout(60_000)
})
