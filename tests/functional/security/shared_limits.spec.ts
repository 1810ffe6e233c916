import net from 'node:net'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { startServer, stop, waitUntilLive } from './server_helpers.js'

/**
 * Two app processes share one limiter store (LIMITER_STORE=database, the same database; Redis when
 * REDIS_HOST is set): the marketing contact form allows 3 posts a minute per address, counted across
 * both processes. Invalid bodies are enough (the throttle counts before validation), so nothing is
 * stored.
 */
const PORTS = [3465, 3466]

/**
 * A session and its CSRF token on one process (sessions are per process in tests: memory driver), as
 * the browser gets them before its first form (a page's GET sets no cookie).
 */
async function csrfSession(port: number) {
  const page = await fetch(`http://127.0.0.1:${port}/csrf-cookie`)
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]
  return { cookie: cookies.join('; '), token: decodeURIComponent(xsrf) }
}

async function postContact(port: number, session: { cookie: string; token: string }) {
  const response = await fetch(`http://127.0.0.1:${port}/contact`, {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'cookie': session.cookie,
      'x-xsrf-token': session.token,
    },
    body: JSON.stringify({}),
  })
  return response.status
}

const REDIS_HOST = process.env.REDIS_HOST || '127.0.0.1'
const REDIS_PORT = Number(process.env.REDIS_PORT || 6379)

/** Whether a Redis server answers (the machine's; CI without Redis runs the database case only). */
function redisReachable() {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(REDIS_PORT, REDIS_HOST)
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

async function fourPostsAcrossTwoProcesses(env: Record<string, string>) {
  const servers = PORTS.map((port) => startServer(env, port))
  try {
    await Promise.all(servers.map((server, index) => waitUntilLive(server, PORTS[index])))
    const sessions = await Promise.all(PORTS.map((port) => csrfSession(port)))
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const which = i % 2
      statuses.push(await postContact(PORTS[which], sessions[which]))
    }
    return statuses
  } finally {
    await Promise.all(servers.map((server) => stop(server.child, server.exited)))
  }
}

test.group('Rate limits shared by two app processes', () => {
  // three refused as invalid (422), the fourth throttled although each process saw only two
  test('database store: the contact limit counts the posts made to both processes', async ({
    assert,
  }) => {
    const statuses = await fourPostsAcrossTwoProcesses({ LIMITER_STORE: 'database' })
    assert.deepEqual(statuses, [422, 422, 422, 429])
  }).timeout(60_000)

  test('Redis store (REDIS_HOST): the same, counted in Redis', async ({ assert }) => {
    if (!(await redisReachable())) {
      console.warn(`no Redis at ${REDIS_HOST}:${REDIS_PORT}: the Redis store case is left out`)
      return
    }
    const statuses = await fourPostsAcrossTwoProcesses({
      LIMITER_STORE: 'redis',
      REDIS_HOST,
      REDIS_PORT: String(REDIS_PORT),
      // fresh keys for this run, nothing else's touched
      REDIS_KEY_PREFIX: `safhati_test_${randomUUID()}:`,
    })
    assert.deepEqual(statuses, [422, 422, 422, 429])
  }).timeout(60_000)
})
