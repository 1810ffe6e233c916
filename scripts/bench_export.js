/*
| node scripts/bench_export.js: one merchant's whole-year CSV export must not stall the other websites.
|
|   1. builds, migrates and seeds as `npm start` does (its own SQLite file tmp/bench-export.sqlite3, or
|      PostgreSQL with DB_CONNECTION=pg and PG_DB_NAME), then serves a copy of the production build
|      (tmp/bench-export-build: another engineer's rebuild cannot touch it) on BENCH_PORT (default
|      3460), with scripts/bench_heap_probe.js loaded: the server's event-loop delay and memory;
|   2. grows the demo website to BENCH_ORDERS (100,000) orders with their bills, 10,000 products and
|      5,000 customers (`node ace bench:catalogue`, bulk inserts);
|   3. logs in as the demo merchant (the session and XSRF cookies of /csrf-cookie, then the login
|      form), then for each action over all the merchant's records (the orders
|      CSV export, the overview, the orders list, a bulk hide and show of 200 products) sends a
|      storefront request every 20 ms while it runs, and prints: rows exported, the action's time,
|      the max and p99 wait of the storefront requests, the server's p99 and max event-loop delay, and
|      its RSS growth after a full GC. Targets: p99 loop delay < 50 ms, storefront wait < 100 ms, RSS
|      growth < 50 MB.
|
| `npm run bench` measures the unfiltered export and the dashboard lists at this size with its other
| rows; this script is the standalone run of the export alone (a minute, no storefront rows), with the
| filtered export and the other actions over all the merchant's records.
*/
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
process.chdir(root)
const port = Number(process.env.BENCH_PORT ?? 3460)
const orders = Number(process.env.BENCH_ORDERS ?? 100000)
const database = process.env.DB_CONNECTION === 'pg' ? 'pg' : 'sqlite'
const probeFile = resolve(root, 'tmp/bench-export-probe.json')
const dbFile = resolve(root, 'tmp/bench-export.sqlite3')
mkdirSync('tmp', { recursive: true })
if (database === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
}

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SQLITE_PATH: dbFile,
  DB_CONNECTION: database,
  DEMO_DATA: 'true',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${new URL(`file://${resolve(root, 'scripts/bench_heap_probe.js')}`).href}`,
  BENCH_HEAP_FILE: probeFile,
}
// the server's log (warnings and errors) in tmp/bench-export-server.log
const serverLog = openSync(resolve(root, 'tmp/bench-export-server.log'), 'w')
const copy = resolve(root, 'tmp/bench-export-build')

/**
 * The production build of the current sources: scripts/start.js makes it (when the sources changed,
 * waiting for another's build), migrates and seeds; then a copy of it is taken under the build lock,
 * so another engineer's rebuild of build/ cannot pull modules from under the measured server.
 */
async function buildCopy() {
  const starting = spawn(process.execPath, ['scripts/start.js'], {
    env,
    stdio: ['ignore', serverLog, 'inherit'],
  })
  await waitForServer()
  try {
    execFileSync('pkill', ['-TERM', '-P', String(starting.pid)])
  } catch {}
  starting.kill('SIGTERM')
  if (starting.exitCode === null) await new Promise((r) => starting.once('exit', r))
  // its port free again before the copy listens on it
  await new Promise((r) => setTimeout(r, 1000))
  const lock = resolve(root, 'tmp/build.lock')
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (i > 1200) throw new Error('tmp/build.lock held for 10 minutes')
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    rmSync(copy, { recursive: true, force: true })
    execFileSync('cp', ['-a', join(root, 'build'), copy])
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
console.log(`building and starting the app (${database})...`)
await buildCopy()
const fileEnv = Object.fromEntries(
  readFileSync('.env', 'utf8')
    .split('\n')
    .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/))
    .filter(Boolean)
    .map((match) => [match[1], match[2].replace(/^(['"])(.*)\1$/, '$2')])
)
const serverEnv = {
  ...fileEnv,
  ...env,
  NODE_ENV: 'production',
  SESSION_DRIVER: fileEnv.SESSION_DRIVER || 'database',
  LIMITER_STORE: fileEnv.LIMITER_STORE || 'database',
  MAIL_MAILER: 'log',
}
const starter = spawn(process.execPath, ['bin/server.js'], {
  cwd: copy,
  env: serverEnv,
  stdio: ['ignore', serverLog, 'inherit'],
})
let running = false
function stop() {
  try {
    execFileSync('pkill', ['-TERM', '-P', String(starter.pid)])
  } catch {}
  starter.kill('SIGTERM')
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))
starter.on('exit', (code) => {
  if (running) return
  console.error(`the server stopped before the run (exit ${code})`)
  process.exit(1)
})

/** One request; the body is counted as it streams, never kept whole when `count` is set. */
function request(path, { method = 'GET', headers = {}, body, count = false } = {}) {
  return new Promise((done, reject) => {
    const sized = body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: sized }, (res) => {
      const chunks = []
      let bytes = 0
      let lines = 0
      res.on('data', (chunk) => {
        bytes += chunk.length
        if (count) {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
        } else chunks.push(chunk)
      })
      res.on('end', () =>
        done({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          bytes,
          lines,
        })
      )
    })
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)))
    req.end(body)
  })
}

async function waitForServer() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await request('/')).status === 200) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

/** The measured server: bin/server.js of the copy, run directly (no cluster). */
function serverPid() {
  return starter.pid
}

/**
 * The server's event-loop delay since the previous probe (null at the first), and its memory after a
 * full GC (scripts/bench_heap_probe.js).
 */
async function probe() {
  rmSync(probeFile, { force: true })
  process.kill(serverPid(), 'SIGUSR2')
  for (let i = 0; i < 200 && !existsSync(probeFile); i++)
    await new Promise((r) => setTimeout(r, 25))
  const figures = JSON.parse(readFileSync(probeFile, 'utf8'))
  return { ...figures, ...figures.loop }
}

/** A browser's cookie jar: a cookie set again replaces the first one. */
function jarWith(cookies, response) {
  const jar = new Map()
  const set = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0])
  for (const pair of [...cookies.split('; '), ...set].filter(Boolean)) {
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

await waitForServer()
running = true
const seedStart = Date.now()
const flags = [`--orders=${orders}`, '--products=10000', '--customers=5000']
const seeded = spawnSync(process.execPath, ['ace.js', 'bench:catalogue', ...flags], {
  cwd: copy,
  env: { ...serverEnv, NODE_OPTIONS: process.env.NODE_OPTIONS ?? '' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
if (seeded.status !== 0) process.exit(1)
console.log(`grown in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)
// a turn of the loop, held by spawnSync until now: the kept-alive sockets the server closed meanwhile
// are dropped before a request would be sent on one of them (a "socket hang up")
await new Promise((r) => setTimeout(r, 200))

// the merchant's session: the session and XSRF cookies a browser gets before its first form (a page
// sets none), then the login form as the Inertia client sends it
let cookies = jarWith('', await request('/csrf-cookie'))
const xsrf = () => decodeURIComponent((cookies.match(/XSRF-TOKEN=([^;]+)/) ?? [])[1] ?? '')
const form = (referer) => ({
  'cookie': cookies,
  'x-xsrf-token': xsrf(),
  'content-type': 'application/json',
  'referer': `http://127.0.0.1:${port}${referer}`,
})
const login = await request('/login', {
  method: 'POST',
  headers: {
    ...form('/login'),
    'accept': 'text/html, application/xhtml+xml',
    'x-inertia': 'true',
    'x-requested-with': 'XMLHttpRequest',
  },
  body: JSON.stringify({ email: 'demo@safhati.sa', password: 'safhati123' }),
})
cookies = jarWith(cookies, login)
if (![302, 303].includes(login.status) || /login/.test(login.headers.location ?? '')) {
  throw new Error(
    `the login answered ${login.status} ${login.headers.location ?? ''} (cookies sent: ${cookies})`
  )
}

const productIds = new Set()
for (let page = 1; productIds.size < 200 && page <= 20; page++) {
  const listing = await request(`/o/demo/products?page=${page}`)
  for (const match of listing.body.matchAll(/\/o\/demo\/products\/(\d+)/g))
    productIds.add(Number(match[1]))
}
const bulkIds = [...productIds].slice(0, 200)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Runs `action` while a storefront page is requested every 20 ms; the figures of the run. */
async function measure(name, action) {
  global.gc?.()
  const before = await probe()
  const waits = []
  let done = false
  const pinger = (async () => {
    while (!done) {
      const start = performance.now()
      await request('/o/demo/products')
      const wait = performance.now() - start
      waits.push(wait)
      await new Promise((r) => setTimeout(r, Math.max(0, 20 - wait)))
    }
  })()
  const start = performance.now()
  const result = await action()
  const time = performance.now() - start
  done = true
  await pinger
  const after = await probe()
  return {
    'action': name,
    'rows': result.rows ?? '',
    'time (ms)': Math.round(time),
    'storefront max (ms)': Math.round(Math.max(...waits)),
    'storefront p99 (ms)': Math.round(percentile(waits, 99)),
    'storefront p50 (ms)': Math.round(percentile(waits, 50)),
    'requests': waits.length,
    'loop p99 (ms)': after.p99,
    'loop max (ms)': after.max,
    'RSS growth (MB)': Math.round(((after.rss - before.rss) / 1048576) * 10) / 10,
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const rows = []
rows.push(await measure('idle (1 s)', () => sleep(1000).then(() => ({}))))
for (const [name, qs] of [
  ['orders CSV export, all', ''],
  ['orders CSV export, status=success', '?status=success'],
]) {
  rows.push(
    await measure(name, async () => {
      const answer = await request(`/dashboard/demo/orders/export${qs}`, {
        headers: { cookie: cookies },
        count: true,
      })
      if (answer.status !== 200) throw new Error(`the export answered ${answer.status}`)
      return { rows: answer.lines - 1 }
    })
  )
}
rows.push(
  await measure('overview', async () => {
    const answer = await request('/dashboard/demo', { headers: { cookie: cookies } })
    if (answer.status !== 200) throw new Error(`the overview answered ${answer.status}`)
    return {}
  })
)
rows.push(
  await measure('orders list, last page', async () => {
    const answer = await request(`/dashboard/demo/orders?page=${Math.ceil(orders / 20)}`, {
      headers: { cookie: cookies },
    })
    if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`)
    return {}
  })
)
rows.push(
  await measure(`products bulk hide + show (${bulkIds.length})`, async () => {
    for (const visible of [false, true]) {
      const answer = await request('/dashboard/demo/products/bulk', {
        method: 'PATCH',
        headers: form('/dashboard/demo/products'),
        body: JSON.stringify({ ids: bulkIds, visible }),
      })
      if (![200, 302, 303].includes(answer.status))
        throw new Error(`the bulk change answered ${answer.status}`)
    }
    return { rows: bulkIds.length * 2 }
  })
)

console.log(`\n${database}, ${orders} orders, 10,000 products, 5,000 customers`)
console.table(rows)
const headers = Object.keys(rows[0])
console.log(`\n| ${headers.join(' | ')} |\n|${headers.map(() => ' --- ').join('|')}|`)
for (const row of rows) console.log(`| ${headers.map((key) => row[key]).join(' | ')} |`)
process.exit(0)
