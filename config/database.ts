import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * Set on every SQLite connection when it opens, as production SQLite deployments do: the write-ahead log
 * lets readers run while a write commits and turns each commit's fsync into an append; synchronous=NORMAL
 * is durable across application crashes in WAL mode (only a power cut can lose the last commits); the busy
 * timeout makes a second process (WEB_CONCURRENCY, `node ace` commands) wait for the write lock instead
 * of failing; SQLite leaves foreign keys off unless asked.
 */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = NORMAL',
  'busy_timeout = 5000',
  'foreign_keys = ON',
] as const

type BetterSqliteConnection = { pragma(source: string): unknown; prepare(sql: string): unknown }

/**
 * knex opens every SQLite transaction with a plain (deferred) BEGIN: it reads at a snapshot and asks
 * for the write lock at its first write. With two processes on one file (WEB_CONCURRENCY=2), when the
 * other process committed in between, that upgrade fails at once with SQLITE_BUSY (the busy timeout
 * does not apply: waiting could not make the snapshot current), and a checkout answered 500. BEGIN
 * IMMEDIATE takes the write lock first, waiting up to the busy timeout for the other process's commit;
 * within a process transactions already run one at a time on its single connection.
 */
const BEGIN_IMMEDIATE = 'BEGIN IMMEDIATE;'

/** Statements kept per SQLite connection; a page runs a few dozen distinct ones. */
const STATEMENT_CACHE_SIZE = 500

/**
 * knex prepares every statement again on each query, which was about a tenth of a page's time on
 * SQLite. The connection keeps its prepared statements by SQL text (bindings stay separate, so the
 * number of texts is bounded by the code, not the data); knex runs each synchronously to completion,
 * so one statement is never used twice at once.
 */
function keepPreparedStatements(connection: BetterSqliteConnection) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, unknown>()
  connection.prepare = (text: string) => {
    const sql = text === 'BEGIN;' ? BEGIN_IMMEDIATE : text
    let statement = statements.get(sql)
    if (!statement) {
      statement = prepare(sql)
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
      statements.set(sql, statement)
    }
    return statement
  }
}

/**
 * How long a query waits for SQLite's single connection (knex's acquire timeout, 60 s by default).
 * Queries and transactions hold it for milliseconds, so a long wait only ever means a query made
 * outside an open transaction, which waits for a connection that transaction never gives back: 10 s
 * fails that request (and frees the requests queued behind it) long before a proxy gives up, and is
 * still far beyond any real queue. The strict test suite sets 1-2 s so such a query fails at once.
 */
const SQLITE_ACQUIRE_TIMEOUT_MS = env.get('DB_ACQUIRE_TIMEOUT_MS', 10_000)

/**
 * SQLite is the default so a fresh clone runs with no database server; PostgreSQL is the production
 * database. Both run the same migrations.
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: env.get('SQLITE_PATH') || app.tmpPath('db.sqlite3'),
      },
      useNullAsDefault: true,
      pool: {
        acquireTimeoutMillis: SQLITE_ACQUIRE_TIMEOUT_MS,
        afterCreate(
          connection: BetterSqliteConnection,
          done: (error: Error | null, c: unknown) => void
        ) {
          try {
            for (const pragma of SQLITE_PRAGMAS) connection.pragma(pragma)
            keepPreparedStatements(connection)
            done(null, connection)
          } catch (error) {
            done(error as Error, connection)
          }
        },
      },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders/main'] },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD', ''),
        database: env.get('PG_DB_NAME', 'safhati'),
      },
      // each app process holds at most PG_POOL_MAX connections: with WEB_CONCURRENCY processes the server
      // must allow WEB_CONCURRENCY x PG_POOL_MAX (PostgreSQL's default max_connections is 100)
      pool: {
        min: env.get('PG_POOL_MIN', 2),
        max: env.get('PG_POOL_MAX', 10),
        idleTimeoutMillis: 30_000,
        acquireTimeoutMillis: 10_000,
      },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders/main'] },
    },
  },
})

export default dbConfig
