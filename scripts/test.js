/*
| npm test: every suite, on a fresh test database (SQLite by default, PostgreSQL with DB_CONNECTION=pg):
|   1. unit, functional and browser in one process (each test in a transaction that is rolled back);
|   2. strict, on SQLite: no global transaction, one connection with a short acquire timeout, so a query
|      made outside an open transaction fails at once (tests/strict);
|   3. acceptance: the built app started as `npm start` starts it, on its own database (scripts/acceptance.js).
| Extra arguments go to `node ace test` (e.g. `npm test -- functional --files=protocol`); naming suites runs
| only those (`npm test -- unit functional`, `npm test -- acceptance --files=route_walk`).
| Stops at the first stage that fails. The browser suites need Debian's chromium; without it they are left out with a warning, unless
| REQUIRE_BROWSER=1 (CI), where a missing browser is an error.
*/
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const SUITES = ['unit', 'functional', 'browser', 'strict', 'acceptance']
const IN_PROCESS = ['unit', 'functional', 'browser']

const args = process.argv.slice(2)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const sqlite = (process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite'
const hasBrowser = existsSync(chromium)

if (!hasBrowser && process.env.REQUIRE_BROWSER === '1') {
  console.error(`chromium not found at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
}

const named = args.filter((arg) => SUITES.includes(arg))
const options = args.filter((arg) => !SUITES.includes(arg))
let wanted = named.length ? named : [...SUITES]
if (!hasBrowser) {
  if (!named.length) console.warn(`warning: chromium not found at ${chromium}; no browser suite`)
  wanted = wanted.filter((suite) => suite !== 'browser')
}
if (!sqlite && !named.includes('strict')) {
  // the strict suite is about SQLite's single connection; PostgreSQL's pool does not wait for it
  wanted = wanted.filter((suite) => suite !== 'strict')
}

function freshSqlite(file) {
  mkdirSync('tmp', { recursive: true })
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
}

function run(label, args, env = {}) {
  console.log(`\n--- ${label}`)
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status ?? 1
}

let status = 0
const inProcess = wanted.filter((suite) => IN_PROCESS.includes(suite))
if (inProcess.length) {
  if (sqlite) freshSqlite(process.env.SQLITE_PATH ?? 'tmp/test.sqlite3')
  status ||= run(inProcess.join(', '), ['ace', 'test', ...inProcess, ...options])
}
if (wanted.includes('strict')) {
  const file = 'tmp/strict.sqlite3'
  freshSqlite(file)
  status ||= run(
    'strict (no global transaction, one connection)',
    ['ace', 'test', 'strict', ...options],
    { SQLITE_PATH: file, DB_ACQUIRE_TIMEOUT_MS: '1500' }
  )
}
if (wanted.includes('acceptance')) {
  status ||= run('acceptance (the built app as npm start serves it)', [
    'scripts/acceptance.js',
    ...options,
  ])
}
process.exit(status)
