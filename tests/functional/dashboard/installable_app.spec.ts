// The installable dashboard: the web manifest, its icons, the offline page, and what the service worker keeps.
import vm from 'node:vm'
import { test } from '@japa/runner'
import sharp from 'sharp'
import router from '@adonisjs/core/services/router'
import { demoOwner } from '#tests/functional/dashboard/purchase_helpers'

/** A fake of the service worker's global scope, enough for its install, activate and fetch events. */
function workerScope(source: string, network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>()
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, 'https://safhati.test').pathname
  const cacheOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      async match(request: Request | string) {
        return store.get(keyOf(request))?.clone()
      },
      async put(request: Request | string, response: Response) {
        store.set(keyOf(request), response)
      },
      async addAll(requests: (Request | string)[]) {
        for (const request of requests) {
          const url = new URL(
            typeof request === 'string' ? request : request.url,
            'https://safhati.test'
          )
          store.set(url.pathname, await network(new Request(url)))
        }
      },
    }
  }
  const listeners = new Map<string, (event: any) => void>()
  // as in a browser, a relative address is resolved against the worker's own
  class ScopedRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'https://safhati.test') : input, init)
    }
  }
  const scope = {
    location: new URL('https://safhati.test/dashboard/sw.js'),
    addEventListener: (name: string, listener: (event: any) => void) =>
      listeners.set(name, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
    caches: {
      open: async (name: string) => cacheOf(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      async match(request: Request | string) {
        for (const name of stores.keys()) {
          const found = await cacheOf(name).match(request)
          if (found) return found
        }
      },
    },
    fetch: (request: Request) => network(request),
    URL,
    Request: ScopedRequest,
    Response,
    Promise,
  }
  vm.runInNewContext(source, { self: scope, ...scope })
  const run = async (name: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> | undefined
    let answer: Promise<Response> | undefined
    listeners.get(name)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
      respondWith: (promise: Promise<Response>) => (answer = promise),
    })
    await waited
    return answer
  }
  return {
    stores,
    install: () => run('install', {}),
    activate: () => run('activate', {}),
    /** The worker's answer, or undefined when it leaves the request to the browser. */
    fetch: (request: Request, mode = 'cors') =>
      run('fetch', {
        // a page's own request has mode 'navigate', which a Request cannot be built with
        request: new Proxy(request, {
          get: (target, key) => (key === 'mode' ? mode : Reflect.get(target, key, target)),
        }),
      }),
    kept: () => [...stores.values()].flatMap((store) => [...store.keys()]).sort(),
  }
}

test.group('Dashboard: the installable app', () => {
  test('the Arabic web manifest, right to left, starting at the dashboard, with its PNG icons', async ({
    client,
    assert,
  }) => {
    const response = await client.get(router.makeUrl('dashboard.today.manifest'))
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^application\/manifest\+json/)
    assert.notExists(response.header('set-cookie'))
    const manifest = JSON.parse(response.text())
    assert.deepInclude(manifest, {
      lang: 'ar',
      dir: 'rtl',
      short_name: 'صفحتي',
      start_url: router.makeUrl('dashboard.websites.index'),
      scope: '/dashboard',
      display: 'standalone',
    })
    assert.deepEqual(
      manifest.icons.map((icon: any) => [icon.sizes, icon.purpose]),
      [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]
    )
    for (const icon of manifest.icons) {
      const file = await client.get(icon.src)
      file.assertStatus(200)
      assert.equal(file.header('content-type'), 'image/png')
      const meta = await sharp(Buffer.from(file.body() ?? file.text(), 'binary')).metadata()
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes)
    }
  })

  test('the offline page is Arabic, right to left, holds nothing private and leads back', async ({
    client,
    assert,
  }) => {
    const response = await client.get(router.makeUrl('dashboard.today.offline'))
    response.assertStatus(200)
    assert.notExists(response.header('set-cookie'))
    const html = response.text()
    assert.include(html, '<html lang="ar" dir="rtl">')
    assert.include(html, 'لا يوجد اتصال بالإنترنت')
    assert.include(html, `href="${router.makeUrl('dashboard.websites.index')}"`)
  })

  test('the dashboard links the manifest; the worker may serve the whole dashboard', async ({
    client,
    route,
    assert,
  }) => {
    const page = await client
      .get(route('dashboard.today.show', { username: 'demo' }))
      .loginAs(await demoOwner())
    assert.include(page.text(), `<link rel="manifest" href="/dashboard/manifest.webmanifest"`)

    const worker = await client.get(router.makeUrl('dashboard.today.worker'))
    worker.assertStatus(200)
    assert.match(String(worker.header('content-type')), /^text\/javascript/)
    assert.equal(worker.header('service-worker-allowed'), '/dashboard')
    assert.equal(worker.header('cache-control'), 'no-cache')
    assert.notExists(worker.header('set-cookie'))
  })

  test('the worker keeps the shell, shows the offline page without network, never keeps a private answer', async ({
    client,
    assert,
  }) => {
    const source = (await client.get(router.makeUrl('dashboard.today.worker'))).text()
    let online = true
    const asked: string[] = []
    const network = async (request: Request) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`)
      if (!online) throw new TypeError('Failed to fetch')
      const path = new URL(request.url).pathname
      if (path === '/dashboard/offline.html') return new Response('<p>لا يوجد اتصال</p>')
      const response = new Response(`private ${path}`, { headers: { 'set-cookie': 'session=x' } })
      // what a browser's same-origin fetch answers
      return Object.defineProperty(response, 'type', { value: 'basic' })
    }
    const worker = workerScope(source, network)
    await worker.install()
    await worker.activate()
    assert.deepEqual(worker.kept(), [
      '/dashboard/offline.html',
      '/icons/app-192.png',
      '/icons/app-512.png',
      '/icons/app-maskable-512.png',
    ])

    // a dashboard page, its Inertia JSON, the live events, a change: network only, nothing kept
    const page = await worker.fetch(
      new Request('https://safhati.test/dashboard/demo/today'),
      'navigate'
    )
    assert.equal(await page!.text(), 'private /dashboard/demo/today')
    const inertia = new Request('https://safhati.test/dashboard/demo/today', {
      headers: { 'X-Inertia': 'true' },
    })
    assert.isUndefined(await worker.fetch(inertia))
    assert.isUndefined(await worker.fetch(new Request('https://safhati.test/__transmit/events')))
    assert.isUndefined(
      await worker.fetch(
        new Request('https://safhati.test/dashboard/demo/today/orders/1', { method: 'PATCH' })
      )
    )

    // a built file is kept once fetched, and answered from the cache afterwards
    const asset = new Request('https://safhati.test/assets/app-2LVm6X3X.js')
    assert.equal(await (await worker.fetch(asset))!.text(), 'private /assets/app-2LVm6X3X.js')
    asked.length = 0
    online = false
    assert.equal(await (await worker.fetch(asset))!.text(), 'private /assets/app-2LVm6X3X.js')
    assert.deepEqual(asked, [])

    // no network: a page is the offline page, never a copy of the dashboard
    const offline = await worker.fetch(
      new Request('https://safhati.test/dashboard/demo/orders'),
      'navigate'
    )
    assert.equal(await offline!.text(), '<p>لا يوجد اتصال</p>')
    assert.deepEqual(worker.kept(), [
      '/assets/app-2LVm6X3X.js',
      '/dashboard/offline.html',
      '/icons/app-192.png',
      '/icons/app-512.png',
      '/icons/app-maskable-512.png',
    ])
  })
})
