/*
| npm run bench: serves the production build (as `npm start` does, on its own SQLite file and port) and
| measures the main pages: requests per second, median and 95th percentile latency under load, and the
| server's memory (RSS) before and after. Prints figures; it asserts nothing.
|
|   npm run bench                       # 400 requests per page, 10 at a time
|   BENCH_REQUESTS=1000 BENCH_CONCURRENCY=20 npm run bench
*/
import { spawn, execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'

const port = Number(process.env.BENCH_PORT ?? 3390)
const requests = Number(process.env.BENCH_REQUESTS ?? 400)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const pages = (
  process.env.BENCH_PAGES ??
  '/,/plans,/academy,/o/demo,/o/demo/products,/o/demo/products?q=سيروم,/c/demo,/c/demo/blogs'
).split(',')

const dbFile = 'tmp/bench.sqlite3'
for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })

const starter = spawn(process.execPath, ['scripts/start.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: dbFile,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
let measuring = false
starter.on('exit', (code) => {
  if (measuring) return
  console.error(`the server stopped before the run (exit ${code}); try \`npm start\` to see why`)
  process.exit(1)
})
const stop = () => {
  try {
    execFileSync('pkill', ['-P', String(starter.pid)])
  } catch {}
  starter.kill()
}
process.on('exit', stop)

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
function get(path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.get({ host: '127.0.0.1', port, path: encodeURI(path), agent }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 })
      )
    })
    req.on('error', reject)
  })
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await get('/')).status === 200) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

function serverRss() {
  // the app server is the child of scripts/start.js
  const child = execFileSync('pgrep', ['-P', String(starter.pid)])
    .toString()
    .trim()
    .split('\n')[0]
  const status = readFileSync(`/proc/${child}/status`, 'utf8')
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024)
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

await waitForServer()
measuring = true
const rssBefore = serverRss()
console.log(
  `\n${requests} requests per page, ${concurrency} concurrent, keep-alive, production build on SQLite\n`
)
console.log('page'.padEnd(34) + 'status  req/s   p50 ms  p95 ms')
for (const page of pages) {
  for (let i = 0; i < 20; i++) await get(page) // warm up
  const latencies = []
  let next = 0
  let status = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++
        const result = await get(page)
        status = result.status
        latencies.push(result.ms)
      }
    })
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  latencies.sort((a, b) => a - b)
  console.log(
    page.padEnd(34) +
      String(status).padEnd(8) +
      String(Math.round(requests / seconds)).padEnd(8) +
      percentile(latencies, 50).toFixed(1).padEnd(8) +
      percentile(latencies, 95).toFixed(1)
  )
}
console.log(`\nserver memory (RSS): ${rssBefore} MB after start, ${serverRss()} MB after the run\n`)
stop()
process.exit(0)
