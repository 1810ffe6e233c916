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
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, openSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  httpClient,
  loginDemoMerchant,
  percentile,
  probe as probeServer,
  readEnvFile,
  sleep,
  startAndCopyBuild,
  stopProcess,
  xsrfOf,
} from './bench_lib.js'

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

const { request, waitForServer } = httpClient(port)
console.log(`building and starting the app (${database})...`)
await startAndCopyBuild({ root, env, copy, stdio: ['ignore', serverLog, 'inherit'] })
// the settings the server gets from scripts/start.js (.env, which it writes on a fresh clone)
const fileEnv = readEnvFile(resolve(root, '.env'))
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
const stop = () => stopProcess(starter)
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))
starter.on('exit', (code) => {
  if (running) return
  console.error(`the server stopped before the run (exit ${code})`)
  process.exit(1)
})

/** The measured server (bin/server.js of the copy, run directly, no cluster): its loop and memory. */
async function probe() {
  const figures = await probeServer(starter.pid, probeFile)
  return { ...figures, ...figures.loop }
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

// the merchant's session: the session and XSRF cookies a browser gets before its first form (a page
// sets none), then the login form as the Inertia client sends it
const cookies = await loginDemoMerchant({ request }, port)
const form = (referer) => ({
  'cookie': cookies,
  'x-xsrf-token': xsrfOf(cookies),
  'content-type': 'application/json',
  'referer': `http://127.0.0.1:${port}${referer}`,
})

const productIds = new Set()
for (let page = 1; productIds.size < 200 && page <= 20; page++) {
  const listing = await request(`/o/demo/products?page=${page}`)
  for (const match of listing.body.matchAll(/\/o\/demo\/products\/(\d+)/g))
    productIds.add(Number(match[1]))
}
const bulkIds = [...productIds].slice(0, 200)

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
      await sleep(Math.max(0, 20 - wait))
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
