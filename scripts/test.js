/*
| npm test: runs every Japa suite on a fresh test database (SQLite by default, PostgreSQL with
| DB_CONNECTION=pg). Extra arguments go to `node ace test` (e.g. `npm test -- functional --files=protocol`).
| The browser suite needs Debian's chromium; without it the suite is left out with a warning, unless
| REQUIRE_BROWSER=1 (CI), where a missing browser is an error.
*/
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if ((process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite') {
  mkdirSync('tmp', { recursive: true })
  const file = process.env.SQLITE_PATH ?? 'tmp/test.sqlite3'
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
}

if (!existsSync(chromium)) {
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`chromium not found at ${chromium}: apt-get install -y chromium`)
    process.exit(1)
  }
  const named = args.some((arg) => !arg.startsWith('-'))
  if (!named) {
    console.warn(`warning: chromium not found at ${chromium}; running without the browser suite`)
    args.unshift('unit', 'functional')
  }
}

const run = spawnSync(process.execPath, ['ace', 'test', ...args], { stdio: 'inherit' })
process.exit(run.status ?? 1)
