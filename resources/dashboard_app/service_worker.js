/*
| The dashboard's service worker (app/services/dashboard/app_shell.ts fills in the three values below).
|
| It keeps the app shell only: the built, hashed files (scripts, style sheets, fonts), the icons and the
| offline page. Everything else is left to the network and never stored: a page of the dashboard, its
| Inertia JSON, the live events, a form, any answer that depends on who is signed in. When a page cannot
| be fetched because the network is gone, the Arabic offline page is shown instead.
*/
const VERSION = '__VERSION__'
const OFFLINE = '__OFFLINE__'
const SHELL = ['__SHELL__']
const CACHE = `safhati-shell-${VERSION}`

/** A file of the shell: a built asset (its name carries its content's hash) or one listed above. */
function isShell(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname))
  )
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(SHELL.map((path) => new Request(path, { credentials: 'omit' })))
      )
      .then(() => self.skipWaiting())
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('safhati-shell-') && name !== CACHE)
            .map((name) => caches.delete(name))
        )
      )
      .then(() => self.clients.claim())
  )
})

/** A shell file from the cache, else from the network (kept when it is a plain, complete answer). */
async function fromShell(request) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok && response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone())
  }
  return response
}

/** A page: always from the network; the offline page when the network is gone. */
async function page(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(OFFLINE)
    if (offline) return offline
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (request.mode === 'navigate') {
    event.respondWith(page(request))
    return
  }
  // only the shell is answered here; the rest (Inertia JSON, live events, ...) goes to the network untouched
  if (isShell(url)) event.respondWith(fromShell(request))
})
