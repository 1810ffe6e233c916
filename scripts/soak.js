/*
| npm run soak: the load and repetition tests kept out of `npm test` because they take minutes, on a fresh
| test database (SQLite by default, PostgreSQL with DB_CONNECTION=pg and PG_*):
|   1. the soak suite (tests/soak): 50 parallel checkouts of one cart and 50 parallel bookings of a one-seat
|      slot, CONCURRENCY_REPETITIONS times (20);
|   2. the graceful stop through `npm start` with GRACEFUL_IN_FLIGHT requests in flight (80), with one
|      process and a cluster of two, and the built server started and stopped FAULT_STARTS times in a row
|      (20) with the other fault tests: SOAK_ROUNDS times (3).
| Stops at the first round that fails. CI runs it weekly and on demand (.ci/soak).
*/
import { mkdirSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const rounds = Number(process.env.SOAK_ROUNDS ?? 3)
const sqlite = (process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite'
const file = process.env.SQLITE_PATH ?? 'tmp/soak.sqlite3'

function run(label, args, env = {}) {
  console.log(`\n--- ${label}`)
  if (sqlite) {
    mkdirSync('tmp', { recursive: true })
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
  }
  const started = Date.now()
  const result = spawnSync(process.execPath, ['ace', 'test', ...args], {
    stdio: 'inherit',
    env: {
      CONCURRENCY_REPETITIONS: '20',
      GRACEFUL_IN_FLIGHT: '80',
      FAULT_STARTS: '20',
      ...process.env,
      SQLITE_PATH: file,
      ...env,
    },
  })
  console.log(`--- ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return result.status ?? 1
}

let status = run('soak: parallel checkouts and bookings', ['soak'])
for (let round = 1; round <= rounds && status === 0; round++) {
  status = run(`soak: graceful stop under load and repeated starts, round ${round} of ${rounds}`, [
    'functional',
    '--files=tests/functional/security/graceful_stop.spec.ts',
    '--files=tests/functional/security/faults.spec.ts',
  ])
}
process.exit(status)
