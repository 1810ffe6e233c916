// Two workers of one cluster without Redis: every order's toast reaches the merchant, whichever worker took it.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Website from '#models/website'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import { LiveChannels } from '#services/dashboard/live_channels'
import { activeProducts, makeCustomer, PASSWORD } from '#tests/functional/store/account_helpers'
import { waitUntilLive } from '#tests/functional/security/server_helpers'
import { Browser } from '#tests/functional/performance/browser_client'

const PORT = Number(process.env.PORT ?? 3334) + 13
const ORDERS = 7

/** `npm start`'s cluster (scripts/cluster.js) with two workers, each bin/server.ts through the TS loader. */
function startCluster() {
  const child = spawn(
    process.execPath,
    ['--import', 'ts-node-maintained/register/esm', 'scripts/cluster.js'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(PORT),
        LOG_LEVEL: 'fatal',
        WEB_CONCURRENCY: '2',
        CLUSTER_SERVER: 'bin/server.ts',
        REDIS_HOST: '',
        SESSION_DRIVER: 'database',
        LIMITER_STORE: 'database',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }
  )
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, stderr: () => stderr }
}

/** A JSON request on a connection of its own: the cluster hands new connections to its workers in turn. */
function send(method: string, path: string, body: object | null, token?: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : ''
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') })
        )
      }
    )
    req.on('error', reject)
    req.end(payload)
  })
}

test.group('A cluster without Redis relays the dashboard events between its workers', () => {
  test(`${ORDERS} orders taken by either worker make ${ORDERS} toasts on the merchant's stream`, async ({
    assert,
    cleanup,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const email = `cluster.${randomUUID()}@example.com`
    const customer = await makeCustomer(demo, email)
    cleanup(async () => {
      await db.from('bills').where('customer_id', customer.id).delete()
      await db.from('orders').where('customer_id', customer.id).delete()
      await db.from('customers').where('id', customer.id).delete()
    })
    const server = startCluster()
    cleanup(async () => {
      server.child.kill('SIGTERM')
      await server.exited
    })
    for (let attempt = 1; ; attempt++) {
      try {
        await waitUntilLive(server, PORT)
        break
      } catch (error) {
        if (attempt === 3 || server.child.exitCode !== null) throw error
      }
    }

    // the merchant's dashboard: signed in, its event stream open on one worker, its channel subscribed
    const merchant = new Browser(PORT)
    const login = await merchant.send('POST', '/login', {
      email: 'demo@safhati.sa',
      password: DEMO_PASSWORD,
    })
    assert.oneOf(login.status, [302, 303])
    const uid = randomUUID()
    const stream = new AbortController()
    cleanup(() => stream.abort())
    const events = await merchant.fetch(`/__transmit/events?uid=${uid}`, {
      signal: stream.signal,
    })
    assert.equal(events.status, 200)
    const toasts: any[] = []
    void (async () => {
      const decoder = new TextDecoder()
      let buffered = ''
      try {
        const reader = events.body!.getReader()
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          buffered += decoder.decode(read.value, { stream: true })
          const lines = buffered.split('\n')
          buffered = lines.pop() ?? ''
          for (const line of lines) {
            if (!line.startsWith('data: ')) continue
            const data = JSON.parse(line.slice(6))
            if (data?.payload?.kind === 'order') toasts.push(data.payload)
          }
        }
      } catch {}
    })()
    const subscribed = await merchant.send('POST', '/__transmit/subscribe', {
      uid,
      channel: LiveChannels.website(demo.id),
    })
    assert.equal(subscribed.status, 204)

    // the customer orders through the API, each request on a new connection
    const loggedIn = await send('POST', `/api/v1/auth/login?username=demo`, {
      email,
      password: PASSWORD,
    })
    assert.equal(loggedIn.status, 200)
    const token = loggedIn.body.authorisation.token
    const address = await send(
      'POST',
      '/api/v1/address',
      {
        country: 'SA',
        city: 'الرياض',
        district: 'حي النرجس',
        street: 'شارع الثمامة',
        short_address: 'RNRA1234',
      },
      token
    )
    assert.equal(address.status, 201)
    const [product] = await activeProducts(demo)
    const placed: number[] = []
    for (let i = 0; i < ORDERS; i++) {
      const order = await send(
        'POST',
        '/api/v1/order',
        {
          checkout_token: randomUUID(),
          address_id: address.body.ad.id,
          payment_method: 'cod',
          items: [{ id: product.id, quantity: 1 }],
        },
        token
      )
      assert.equal(order.status, 201)
      placed.push(order.body.order.id)
    }

    for (let waited = 0; toasts.length < ORDERS && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.sameMembers(
      toasts.map((toast) => toast.id),
      placed
    )
  }).timeout(120_000)
})
