/*
| Two installs of the app on one Redis, as an operator runs them: each is a real app process
| (bin/server.ts) with its own REDIS_KEY_PREFIX. The Redis is a server of the test's own (redis-server on
| a free port, nothing kept on disk), so every key it holds and every channel it serves belongs to them.
*/
import { randomUUID } from 'node:crypto'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { startServer, stop, waitUntilLive } from '#tests/functional/security/server_helpers'

/** Whether redis-server can be started here (CI machines have it; a laptop may not). */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0

/** A redis-server of the test's own on `port`: stopped and started again at will. */
export class OwnRedis {
  #process?: ChildProcess
  constructor(readonly port: number) {}

  client(options: { db?: number } = {}) {
    const client = new Redis({ port: this.port, host: '127.0.0.1', lazyConnect: true, ...options })
    client.on('error', () => {})
    return client
  }

  async start() {
    this.#process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' }
    )
    const probe = this.client({ db: 0 })
    try {
      for (let i = 0; i < 50; i++) {
        try {
          if ((await probe.ping()) === 'PONG') return
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`redis-server did not start on port ${this.port}`)
    } finally {
      probe.disconnect()
    }
  }

  async stop() {
    const child = this.#process
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
}

/** One install: an app process on `port` using Redis under `prefix` for everything it shares. */
export function startInstall(prefix: string, port: number, redis: OwnRedis, redisDb: number) {
  const server = startServer(
    {
      REDIS_HOST: '127.0.0.1',
      REDIS_PORT: String(redis.port),
      REDIS_DB: String(redisDb),
      REDIS_KEY_PREFIX: prefix,
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
    },
    port
  )
  return { prefix, port, ...server }
}

export type Install = ReturnType<typeof startInstall>

/** Up to a minute for a process to start: two start at once through the TS loader on a busy machine. */
export async function live(install: Install) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await waitUntilLive(install, install.port)
    } catch (error) {
      if (attempt === 3 || install.child.exitCode !== null) throw error
    }
  }
}

export function stopInstall(install: Install) {
  return install.child.exitCode === null ? stop(install.child, install.exited) : null
}

/** A browser's cookies against one install. */
export class Browser {
  cookies = new Map<string, string>()
  constructor(readonly port: number) {}

  async fetch(path: string, init: RequestInit = {}) {
    const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  /** A form sent as JSON with the CSRF token, as the Inertia client sends it. */
  async send(method: string, path: string, body: object, headers: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.fetch('/csrf-cookie')
    return this.fetch(path, {
      method,
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'accept': 'text/html, application/xhtml+xml',
        'x-inertia': 'true',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...headers,
      },
    })
  }

  /**
   * The dashboard's live events as the browser gets them (@adonisjs/transmit-client): an event stream,
   * then a subscription to `channel`. `text()` is everything the stream carried so far.
   */
  async listen(channel: string) {
    const uid = randomUUID()
    const abort = new AbortController()
    const response = await this.fetch(`/__transmit/events?uid=${uid}`, { signal: abort.signal })
    if (response.status !== 200) throw new Error(`event stream answered ${response.status}`)
    let text = ''
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const reading = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          text += decoder.decode(value, { stream: true })
        }
      } catch {}
    })()
    const subscribed = await this.send('POST', '/__transmit/subscribe', { uid, channel })
    if (subscribed.status >= 300) throw new Error(`subscription answered ${subscribed.status}`)
    return {
      text: () => text,
      close: async () => {
        abort.abort()
        await reading
      },
    }
  }
}

/** Every message published on the Redis server, with its channel (a PSUBSCRIBE to everything). */
export async function monitorChannels(redis: OwnRedis) {
  const client = redis.client()
  const seen: { channel: string; at: number }[] = []
  client.on('pmessage', (_pattern: string, channel: string) =>
    seen.push({ channel, at: Date.now() })
  )
  await client.psubscribe('*')
  return { seen, close: () => client.disconnect() }
}

export async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return check()
}
