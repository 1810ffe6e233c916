/*
| What `npm run bench` (scripts/bench.js) and `node scripts/bench_export.js` share: the copy of the
| production build they serve, requests as a browser sends them (a cookie jar, the merchant's login
| through /csrf-cookie), the server's own figures from scripts/bench_heap_probe.js, and percentiles.
*/
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { join, resolve } from 'node:path'

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The settings of a .env file (none when there is no file: scripts/start.js writes one). */
export function readEnvFile(file) {
  if (!existsSync(file)) return {}
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2].replace(/^(['"])(.*)\1$/, '$2')])
  )
}

/** Stops a process started by a bench and the processes it started (a server's workers). */
export function stopProcess(child) {
  try {
    execFileSync('pkill', ['-TERM', '-P', String(child.pid)])
  } catch {}
  child.kill('SIGTERM')
}

/**
 * Requests to the server on 127.0.0.1:port. Kept-alive connections, as a browser's; a request sent on
 * a kept connection the server had closed meanwhile (a bench's spawnSync holds this process's loop for
 * seconds) is sent again once on a new one, as a browser does. With `count`, the body is counted as it
 * streams (bytes and lines), never kept.
 */
export function httpClient(port) {
  const agent = new http.Agent({ keepAlive: true })
  function send(path, { method = 'GET', headers = {}, body, count = false } = {}, retried = false) {
    return new Promise((done, reject) => {
      const sized = body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers
      const req = http.request(
        { host: '127.0.0.1', port, path: encodeURI(path), method, headers: sized, agent },
        (res) => {
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
          res.on('error', reject)
        }
      )
      req.on('error', (error) => {
        if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) {
          send(path, { method, headers, body, count }, true).then(done, reject)
        } else reject(new Error(`${method} ${path}: ${error.message}`))
      })
      req.end(body)
    })
  }
  return {
    request: (path, options) => send(path, options),
    async waitForServer() {
      for (let i = 0; i < 1200; i++) {
        try {
          if ((await send('/')).status === 200) return
        } catch {}
        await sleep(500)
      }
      throw new Error('the server did not start')
    },
  }
}

/**
 * The production build of the current sources, copied where no one else's rebuild of build/ can pull
 * modules from under the measured server: scripts/start.js builds when the sources changed (waiting
 * for another's build), migrates and seeds, and once it serves on `env.PORT` it is stopped and build/
 * copied under the build lock (never a build half made).
 */
export async function startAndCopyBuild({ root, env, copy, stdio }) {
  const client = httpClient(Number(env.PORT))
  const starting = spawn(process.execPath, ['scripts/start.js'], { cwd: root, env, stdio })
  const failed = (code) => {
    console.error(`scripts/start.js stopped (exit ${code}); try \`npm start\` to see why`)
    process.exit(1)
  }
  starting.on('exit', failed)
  await client.waitForServer()
  starting.off('exit', failed)
  stopProcess(starting)
  if (starting.exitCode === null && starting.signalCode === null)
    await new Promise((r) => starting.once('exit', r))
  // the port free again before the copy listens on it
  await sleep(1000)
  const lock = resolve(root, 'tmp/build.lock')
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (i > 1200) throw new Error('tmp/build.lock held for 10 minutes')
      await sleep(500)
    }
  }
  try {
    rmSync(copy, { recursive: true, force: true })
    execFileSync('cp', ['-a', join(root, 'build'), copy])
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * The server's own figures (scripts/bench_heap_probe.js, in the process `pid`): its event loop's
 * delay since the previous probe (null at the first), then its memory after a full GC.
 */
export async function probe(pid, file) {
  rmSync(file, { force: true })
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 200 && !existsSync(file); i++) await sleep(25)
  return JSON.parse(readFileSync(file, 'utf8'))
}

export function cookiesOf(response) {
  return (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
}

/** A browser's cookie jar: a cookie an answer sets again replaces the first one. */
export function jarWith(cookies, response) {
  const jar = new Map()
  for (const pair of [cookies, cookiesOf(response)].join('; ').split('; ').filter(Boolean)) {
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** The XSRF token a page's script sends back, from the jar's XSRF-TOKEN cookie. */
export function xsrfOf(jar) {
  return decodeURIComponent((jar.match(/XSRF-TOKEN=([^;]+)/) ?? [])[1] ?? '')
}

/**
 * The demo merchant's browser: the session and XSRF cookies of /csrf-cookie, then the login form as
 * the Inertia client sends it. Answers the cookie jar of the signed-in session.
 */
export async function loginDemoMerchant(client, port, headers = {}) {
  let jar = cookiesOf(await client.request('/csrf-cookie', { headers }))
  if (!xsrfOf(jar)) throw new Error('/csrf-cookie set no XSRF-TOKEN cookie')
  const login = await client.request('/login', {
    method: 'POST',
    headers: {
      ...headers,
      'accept': 'text/html, application/xhtml+xml',
      'x-inertia': 'true',
      'x-requested-with': 'XMLHttpRequest',
      'cookie': jar,
      'x-xsrf-token': xsrfOf(jar),
      'content-type': 'application/json',
      'origin': `http://127.0.0.1:${port}`,
      'referer': `http://127.0.0.1:${port}/login`,
    },
    body: JSON.stringify({ email: 'demo@safhati.sa', password: 'safhati123' }),
  })
  jar = jarWith(jar, login)
  if (![302, 303].includes(login.status) || /\/login/.test(login.headers.location ?? '')) {
    throw new Error(`the login answered ${login.status} ${login.headers.location ?? ''}`)
  }
  return jar
}

export function percentile(values, p) {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

export const round = (value) => Math.round(value * 10) / 10

/**
 * wrk (Debian's package, `apt-get install wrk`) when installed, unless BENCH_LOAD=autocannon: written in
 * C, it reads an answer of 10 KB for a fraction of what autocannon's JavaScript parser pays, so a row of
 * large pages measures the server and not the load generator on the cores they share (on a 2-core
 * machine autocannon stopped at 8,400 req/s of /o/demo while the server was 30% busy; wrk 47,800 req/s).
 */
export const wrk =
  process.env.BENCH_LOAD === 'autocannon' || spawnSync('wrk', ['--version']).error ? null : 'wrk'

/**
 * A GET with fixed headers for `duration` seconds on `connections` kept-alive connections, one wrk
 * thread: requests per second, p50 and p99 in ms, the requests made, and those answered with an error
 * (a status outside 2xx and 3xx, or a socket error).
 */
export function runWrk(url, headers, { connections, duration }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency']
  for (const [name, value] of Object.entries(headers ?? {})) args.push('-H', `${name}: ${value}`)
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' }).stdout
  const number = (pattern) => Number((out.match(pattern) ?? [])[1] ?? NaN)
  const ms = (pattern) => {
    const match = out.match(pattern)
    if (!match) return NaN
    const value = Number(match[1])
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
  }
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/99%\s+([\d.]+)(us|ms|s)/),
    total: number(/(\d+) requests in/),
    wrong: (number(/Non-2xx or 3xx responses:\s+(\d+)/) || 0) + socketErrors,
  }
}
