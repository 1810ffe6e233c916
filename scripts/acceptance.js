/*
| The acceptance suite against the app as `npm start` ships it: starts `node scripts/start.js` (the
| production build, NODE_ENV=production, built first when the sources changed) on its own fresh database,
| waits until it answers, runs `node ace test acceptance` against it (ACCEPTANCE_URL) and stops it.
|
|   node scripts/acceptance.js [japa arguments]     SQLite: a fresh tmp/acceptance/db.sqlite3
|   DB_CONNECTION=pg PG_DB_NAME=<empty database> node scripts/acceptance.js
|
| The server's output (its mails among it: the log mailer writes the sign-up codes there, as a demo run
| does) goes to tmp/acceptance/server.log, which the tests read (ACCEPTANCE_LOG). ACCEPTANCE_PORT (3480)
| and ACCEPTANCE_DIR (tmp/acceptance) let two runs go at once.
*/
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
// each run its own folder and port, so two runs at once (two engineers, two databases) do not meet
const dir = resolve(root, process.env.ACCEPTANCE_DIR ?? 'tmp/acceptance')
const port = Number(process.env.ACCEPTANCE_PORT ?? 3480)
const base = `http://127.0.0.1:${port}`
// where the SMS journey's fake of Taqnyat listens (tests/functional/sms/taqnyat_fake.ts): the built
// app sends its sign-in codes there; nothing listens outside that journey (a refused send)
const smsPort = Number(process.env.ACCEPTANCE_SMS_PORT ?? port + 7)
const logFile = join(dir, 'server.log')
const sqlite = join(dir, 'db.sqlite3')
/** npm start builds first when the sources changed: allow for a build on a slow machine. */
const START_TIMEOUT_MS = Number(process.env.ACCEPTANCE_START_TIMEOUT_MS ?? 300_000)

rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

const database =
  (process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite'
    ? { DB_CONNECTION: 'sqlite', SQLITE_PATH: sqlite }
    : { DB_CONNECTION: 'pg' }

const out = openSync(logFile, 'a')
const server = spawn(process.execPath, [join(root, 'scripts/start.js')], {
  cwd: root,
  env: {
    ...process.env,
    ...database,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'info',
    // the demo merchants give the walk real records of every kind; the mails go to the log
    DEMO_DATA: 'true',
    MAIL_MAILER: 'log',
    // custom domains are checked against a DNS server that is not there: refused at once, in Arabic
    DNS_RESOLVERS: '127.0.0.1:53535',
    // as behind Caddy: the walk and the journeys name their client address, so each gets its own
    // rate-limit counters as separate visitors would
    TRUSTED_PROXIES: 'loopback',
    WEB_CONCURRENCY: process.env.ACCEPTANCE_WEB_CONCURRENCY ?? '1',
    // customers' sign-in codes by SMS, through the fake of Taqnyat's API the SMS journey starts
    SMS_PROVIDER: 'taqnyat',
    TAQNYAT_API_URL: `http://127.0.0.1:${smsPort}`,
    TAQNYAT_TOKEN: 'taqnyat-test-bearer-0001',
    TAQNYAT_SENDER: 'Safhati',
    // the platform's Moyasar webhook takes the write walk's event with this secret (no account keys)
    PLATFORM_MOYASAR_WEBHOOK_SECRET: 'acceptance-platform-webhook',
  },
  stdio: ['ignore', out, out],
  detached: true,
})
const exited = new Promise((done) => server.once('exit', (code) => done(code)))

function stopServer() {
  try {
    // the whole group: npm start's process and the server it spawned
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer()
    process.exit(1)
  })
}

async function waitUntilLive() {
  const started = Date.now()
  let dead = false
  exited.then(() => (dead = true))
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (dead) return false
    try {
      const response = await fetch(`${base}/health/live`)
      if (response.ok) return true
    } catch {}
    await new Promise((done) => setTimeout(done, 250))
  }
  return false
}

const startedAt = Date.now()
if (!(await waitUntilLive())) {
  console.error(`the built app did not start:\n${readFileSync(logFile, 'utf8').slice(-5000)}`)
  stopServer()
  process.exit(1)
}
console.log(`built app live at ${base} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)

const tests = spawn(process.execPath, ['ace', 'test', 'acceptance', ...process.argv.slice(2)], {
  cwd: root,
  env: {
    ...process.env,
    ...database,
    NODE_ENV: 'test',
    ACCEPTANCE_URL: base,
    ACCEPTANCE_LOG: logFile,
    ACCEPTANCE_SMS_PORT: String(smsPort),
  },
  stdio: 'inherit',
})
const status = await new Promise((done) => tests.once('exit', (code) => done(code ?? 1)))

stopServer()
const stopped = await Promise.race([
  exited.then(() => true),
  new Promise((done) => setTimeout(() => done(false), 20_000)),
])
if (!stopped) {
  console.error('the built app did not stop within 20 s of SIGTERM')
  process.exit(1)
}
process.exit(status)
