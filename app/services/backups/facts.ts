/*
| What a backup is checked against: every table's row count and a checksum of the orders, read from a
| database (the snapshot being backed up, a restored copy) through a Lucid client.
*/
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ConnectionConfig, QueryClientContract } from '@adonisjs/lucid/types/database'

export interface SnapshotFacts {
  /** rows per table, every table of the schema (the migrations' own included) */
  tables: Record<string, number>
  /** sha256 of the orders' rows in id order */
  ordersChecksum: string
}

const isPostgres = (client: QueryClientContract) => client.dialect.name === 'postgres'

export async function tableNames(client: QueryClientContract): Promise<string[]> {
  const result = isPostgres(client)
    ? await client.rawQuery(
        'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1'
      )
    : await client.rawQuery(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1"
      )
  const rows: { name: string }[] = Array.isArray(result) ? result : result.rows
  return rows.map((row) => row.name)
}

export async function rowCounts(client: QueryClientContract, tables: string[]) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await client.from(table).count('* as total')
    counts[table] = Number(row.total)
  }
  return counts
}

/**
 * The orders' rows hashed in id order, 1,000 at a time (a year of orders never sits in memory);
 * `upToId` limits it to the orders a snapshot could hold when more were written since.
 */
export async function ordersChecksum(client: QueryClientContract, upToId?: number) {
  const hash = createHash('sha256')
  let after = 0
  for (;;) {
    const query = client.from('orders').where('id', '>', after).orderBy('id').limit(1000)
    if (upToId !== undefined) query.where('id', '<=', upToId)
    const rows = await query
    for (const row of rows) hash.update(`${JSON.stringify(row)}\n`)
    if (rows.length < 1000) break
    after = Number(rows[rows.length - 1].id)
  }
  return hash.digest('hex')
}

export async function snapshotFacts(client: QueryClientContract): Promise<SnapshotFacts> {
  const tables = await tableNames(client)
  return { tables: await rowCounts(client, tables), ordersChecksum: await ordersChecksum(client) }
}

/** The configuration of the app's own database connection (what the backup reads). */
export function primaryConfig(): ConnectionConfig {
  const node = db.manager.get(db.primaryConnectionName)
  if (!node) throw new Error(`no database connection "${db.primaryConnectionName}"`)
  return node.config
}

/**
 * A short-lived connection to another database of the same kind (a backup file, a restored copy),
 * closed and forgotten after `use`.
 */
export async function withDatabase<T>(
  target: { sqlitePath?: string; pgDatabase?: string },
  use: (client: QueryClientContract) => Promise<T>
): Promise<T> {
  const base = primaryConfig() as Record<string, any>
  const name = `backup_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const connection =
    target.sqlitePath !== undefined
      ? { ...base.connection, filename: target.sqlitePath }
      : { ...base.connection, database: target.pgDatabase }
  // the app's pool settings (SQLite's pragmas) with one connection, none kept idle
  const pool = { ...base.pool, min: 0, max: 1 }
  db.manager.add(name, { ...base, connection, pool } as ConnectionConfig)
  try {
    return await use(db.connection(name))
  } finally {
    await db.manager.close(name, true)
  }
}
