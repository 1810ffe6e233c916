/*
| Scaling on PostgreSQL and Redis (issue 35): the cached Inertia visit of /o/demo/products served by
| `npm start` (scripts/start.js, the production build) with one and with two worker processes, against a
| bare node:http server measured in the same run.
|
|   node scripts/bench_scale.js   (npm run bench runs it after its own rows when REDIS_HOST is reachable)
|
| Its own PostgreSQL database (BENCH_SCALE_DB, default safhati_bench_scale, created afresh) and its own
| Redis prefix (removed afterwards), SESSION_DRIVER=redis; wrk when installed (apt-get install wrk), else
| (or with BENCH_LOAD=autocannon) autocannon, on this machine (the load generator shares the cores with the server, as the issue asks), BENCH_CONNECTIONS (50) keep-alive connections,
| BENCH_SECONDS (10) each after a 2 s warm-up. Targets: the cached visit >= 0.40 of bare with one worker,
| and two workers >= 1.5 times one. Prints a table, writes benchmarks/RESULTS-scale.md, exits 1 on a
| missed target.
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { runWrk, wrk } from './bench_lib.js'

const root = resolve(import.meta.dirname, '..')
process.chdir(root)
const port = Number(process.env.BENCH_PORT ?? 3450) + 10
const barePort = port + 1
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const database = process.env.BENCH_SCALE_DB ?? 'safhati_bench_scale'
const redisHost = process.env.REDIS_HOST || '127.0.0.1'
const redisPort = process.env.REDIS_PORT || '6379'
const redisDb = process.env.REDIS_DB || '0'
const prefix = `bench_scale_${process.pid}:`
const TARGETS = { ratio: 0.4, scaling: 1.5 }

const psql = (sql) =>
  spawnSync('psql', ['-h', process.env.PG_HOST ?? '127.0.0.1', '-U', 'postgres', '-qc', sql], {
    stdio: 'inherit',
  })
psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
psql(`CREATE DATABASE ${database}`)

const children = new Set()
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('exit', stopAll)

const bare = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'text/plain'}); s.end('hello') }).listen(${barePort}, '127.0.0.1')`,
  ],
  { stdio: 'ignore' }
)
children.add(bare)

const appEnv = {
  ...process.env,
  APP_KEY: randomBytes(32).toString('base64url'),
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DB_CONNECTION: 'pg',
  PG_HOST: process.env.PG_HOST ?? '127.0.0.1',
  PG_PORT: process.env.PG_PORT ?? '5432',
  PG_USER: process.env.PG_USER ?? 'postgres',
  PG_DB_NAME: database,
  REDIS_HOST: redisHost,
  REDIS_PORT: redisPort,
  REDIS_DB: redisDb,
  REDIS_KEY_PREFIX: prefix,
  SESSION_DRIVER: 'redis',
  LIMITER_STORE: 'redis',
  DEMO_DATA: 'true',
  MAIL_MAILER: 'log',
}

async function waitReady(child) {
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`)
      if (response.ok) return
    } catch {}
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(
    'the app did not get ready in 10 minutes (it builds first when the sources changed)'
  )
}

async function startApp(workers) {
  const child = spawn(process.execPath, ['scripts/start.js'], {
    env: { ...appEnv, WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  const exited = new Promise((done) => child.once('exit', done))
  await waitReady(child)
  return async () => {
    child.kill('SIGTERM')
    await exited
    children.delete(child)
  }
}

function run(options) {
  return new Promise((done, fail) =>
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? fail(error) : done(result)
    )
  )
}

const generator = wrk ? 'wrk (1 thread)' : 'autocannon'

async function measure(url, headers) {
  if (wrk) {
    runWrk(url, headers, { connections, duration: 2 })
    return runWrk(url, headers, { connections, duration: seconds })
  }
  await run({ url, headers, duration: 2, connections: 10 })
  const result = await run({ url, headers })
  const wrong = result.errors + result.timeouts + result.non2xx
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, wrong }
}

/** The Inertia visit a browser makes, after the HTML told it the asset version. */
async function inertiaHeaders() {
  const html = await (await fetch(`http://127.0.0.1:${port}/o/demo/products`)).text()
  const version = html.match(/&quot;version&quot;:&quot;([^&]+)&quot;|"version":"([^"]+)"/)
  if (!version) throw new Error('no asset version in /o/demo/products')
  return {
    'accept': 'text/html, application/xhtml+xml',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8',
    'x-inertia': 'true',
    'x-inertia-version': version[1] ?? version[2],
    'x-requested-with': 'XMLHttpRequest',
  }
}

const rows = []
const bareUrl = `http://127.0.0.1:${barePort}/`
const pageUrl = `http://127.0.0.1:${port}/o/demo/products`
try {
  for (const workers of [1, 2]) {
    const stop = await startApp(workers)
    const headers = await inertiaHeaders()
    const bareRow = await measure(bareUrl, {})
    const app = await measure(pageUrl, headers)
    await stop()
    rows.push({ workers, bare: bareRow, app })
    console.log(
      `${workers} worker(s): cached Inertia visit ${Math.round(app.rps)} req/s (p99 ${app.p99} ms, ${app.wrong} not 2xx), bare ${Math.round(bareRow.rps)} req/s, ratio ${(app.rps / bareRow.rps).toFixed(3)}`
    )
  }
} finally {
  stopAll()
  const redisCli = ['-h', redisHost, '-p', redisPort, '-n', redisDb]
  spawnSync('redis-cli', [...redisCli, '--scan', '--pattern', `${prefix}*`], {
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean)
    .forEach((key) => spawnSync('redis-cli', [...redisCli, 'unlink', key]))
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
}

const [one, two] = rows
const ratio = one.app.rps / one.bare.rps
const scaling = two.app.rps / one.app.rps
const checks = [
  {
    what: `1 worker: cached visit >= ${TARGETS.ratio} of bare`,
    value: ratio,
    ok: ratio >= TARGETS.ratio,
  },
  {
    what: `2 workers >= ${TARGETS.scaling} x 1 worker`,
    value: scaling,
    ok: scaling >= TARGETS.scaling,
  },
  {
    what: 'every answer 2xx',
    value: one.app.wrong + two.app.wrong,
    ok: one.app.wrong + two.app.wrong === 0,
  },
]
for (const check of checks)
  console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.what}: ${Number(check.value.toFixed(3))}`)

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ')
writeFileSync(
  'benchmarks/RESULTS-scale.md',
  `# Scaling on PostgreSQL and Redis

\`node scripts/bench_scale.js\`, ${new Date().toISOString()}, ${os.availableParallelism()} cores, load average
after the run ${load}. Production build served by \`npm start\` (PostgreSQL, Redis with SESSION_DRIVER=redis),
${generator} on the same machine, ${connections} keep-alive connections, ${seconds} s each. The request: the
Inertia JSON visit of /o/demo/products with Chrome's headers, answered from the page cache.

| workers | cached visit req/s | p50 ms | p99 ms | not 2xx | bare node:http req/s | ratio to bare |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((row) => `| ${row.workers} | ${Math.round(row.app.rps)} | ${row.app.p50} | ${row.app.p99} | ${row.app.wrong} | ${Math.round(row.bare.rps)} | ${(row.app.rps / row.bare.rps).toFixed(3)} |`).join('\n')}

${checks.map((check) => `- ${check.ok ? 'PASS' : 'FAIL'}: ${check.what}: ${Number(check.value.toFixed(3))}`).join('\n')}
`
)
process.exit(checks.every((check) => check.ok) ? 0 : 1)
