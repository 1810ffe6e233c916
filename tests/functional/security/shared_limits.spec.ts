import { test } from '@japa/runner'
import { startServer, stop, waitUntilLive } from './server_helpers.js'

/**
 * Two app processes share one limiter store (LIMITER_STORE=database, the same database; Redis when
 * REDIS_HOST is set): the marketing contact form allows 3 posts a minute per address, counted across
 * both processes. Invalid bodies are enough (the throttle counts before validation), so nothing is
 * stored.
 */
const PORTS = [3465, 3466]

/** A session and its CSRF token on one process (sessions are per process in tests: memory driver). */
async function csrfSession(port: number) {
  const page = await fetch(`http://127.0.0.1:${port}/contact`)
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

test.group('Rate limits shared by two app processes', () => {
  test('the contact limit counts the posts made to both processes', async ({ assert }) => {
    const env = { LIMITER_STORE: process.env.REDIS_HOST ? 'redis' : 'database' }
    const servers = PORTS.map((port) => startServer(env, port))
    try {
      await Promise.all(servers.map((server, index) => waitUntilLive(server, PORTS[index])))
      const sessions = await Promise.all(PORTS.map((port) => csrfSession(port)))
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const which = i % 2
        statuses.push(await postContact(PORTS[which], sessions[which]))
      }
      // three refused as invalid (422), the fourth throttled although each process saw only two
      assert.deepEqual(statuses, [422, 422, 422, 429])
    } finally {
      await Promise.all(servers.map((server) => stop(server.child, server.exited)))
    }
  }).timeout(60_000)
})
