// The strict suite's world: no global transaction, a fresh copy of the seeded SQLite database before each test
import { copyFile, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Suite } from '@japa/runner/core'
import emitter from '@adonisjs/core/services/emitter'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'

/**
 * The longest knex may wait for the single SQLite connection here. A query made outside an open
 * transaction waits for that transaction's connection, which is never released: with this short wait it
 * fails at once (KnexTimeoutError, a 503 the test sees) instead of after the production default (10 s).
 */
export const STRICT_MAX_ACQUIRE_MS = 5000

/** How to run the suite (its own process, SQLite, a short acquire timeout). */
export const STRICT_COMMAND =
  'NODE_ENV=test SQLITE_PATH=tmp/strict.sqlite3 DB_ACQUIRE_TIMEOUT_MS=1500 node ace test strict'

/** The last reset's duration in milliseconds (tests/strict/reset.spec.ts checks it stays cheap). */
export let lastResetMs = 0

/**
 * Every acquire timeout of the pool, whoever's query it was: one the app caught and only logged (an
 * event listener, a background write) fails the test too.
 */
const acquireFailures: Error[] = []

/** The timeouts seen since the last call (tests/strict/reset.spec.ts provokes one on purpose). */
export function takeAcquireFailures() {
  return acquireFailures.splice(0)
}

function failOnAcquireTimeouts() {
  const failures = takeAcquireFailures()
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} query(ies) waited for the database connection until the acquire timeout: ` +
        `a query made outside an open transaction? ${failures[0].message}`
    )
  }
}

interface SqliteConnectionConfig {
  client?: string
  pool?: { acquireTimeoutMillis?: number }
  connection?: { filename?: string }
}

/** The default connection's SQLite file, refusing anything the suite cannot guard or reset. */
function strictDatabase() {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)?.config as SqliteConnectionConfig | undefined
  const filename = config?.connection?.filename
  if (config?.client !== 'better-sqlite3' || !filename || filename === ':memory:') {
    throw new Error(`The strict suite runs on a SQLite file only. Run it as: ${STRICT_COMMAND}`)
  }
  const timeout = config.pool?.acquireTimeoutMillis
  if (!timeout || timeout > STRICT_MAX_ACQUIRE_MS) {
    throw new Error(
      `The strict suite needs a short acquire timeout (DB_ACQUIRE_TIMEOUT_MS <= ${STRICT_MAX_ACQUIRE_MS}, ` +
        `got ${timeout ?? 'none'}). Run it as: ${STRICT_COMMAND}`
    )
  }
  const file = resolve(filename)
  return { name, file, snapshot: `${file}.strict-snapshot` }
}

/** Closes the connection (the last one: SQLite folds its write-ahead log into the file) and drops the log. */
async function closeDatabase(name: string, file: string) {
  await db.manager.close(name)
  await rm(`${file}-wal`, { force: true })
  await rm(`${file}-shm`, { force: true })
}

/**
 * Runs once the runner has migrated and seeded: the seeded file is copied aside, and before each test
 * the connection is closed, the copy put back, and the next query opens the file again: about 2 ms,
 * where a truncate and re-seed takes about 400 ms.
 */
export function prepareStrictSuite(suite: Suite) {
  let database: ReturnType<typeof strictDatabase> | null = null

  const reset = async () => {
    const { SiteData } = await import('#services/cache/site_data')
    const { VisitRecorder } = await import('#services/store/visit_recorder')
    const { PageCache } = await import('#services/cache/page_cache')
    const { LogTransport } = await import('#mails/transports/log_transport')
    // nothing may write while the file is replaced, and nothing cached may outlive its rows
    VisitRecorder.discardPending()
    const started = performance.now()
    const { name, file, snapshot } = database!
    await closeDatabase(name, file)
    await copyFile(snapshot, file)
    lastResetMs = performance.now() - started
    SiteData.clear()
    await PageCache.clear()
    await limiter.clear()
    LogTransport.clear()
  }

  suite.setup(async () => {
    database = strictDatabase()
    // each reset opens a new pool: watch every one
    emitter.on('db:connection:connect', (connection) => {
      connection.pool?.on('acquireFail', (_id: number, error: Error) => acquireFailures.push(error))
    })
    const { name, file, snapshot } = database
    await db.connection(name).rawQuery('PRAGMA wal_checkpoint(TRUNCATE)')
    await closeDatabase(name, file)
    await copyFile(file, snapshot)
    return () => rm(snapshot, { force: true })
  })
  suite.setup(() => testUtils.httpServer().start())
  suite.onGroup((group) => {
    group.each.setup(reset)
    group.each.teardown(failOnAcquireTimeouts)
  })
  suite.onTest((test) => {
    test.setup(reset)
    test.teardown(failOnAcquireTimeouts)
  })
  return suite
}
