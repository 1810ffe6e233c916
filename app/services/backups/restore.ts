/*
| Restoring a backup (app/services/backups/backups.ts) into a fresh database and uploads folder, then
| checking the restored rows against the counts and the orders' checksum its manifest recorded.
*/
import { copyFile, mkdtemp, readFile, readdir, rename, rm, cp, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tmpdir } from 'node:os'
import { ordersChecksum, rowCounts, tableNames, withDatabase } from '#services/backups/facts'
import type { BackupManifest } from '#services/backups/backups'
import { databaseKind, sqliteFile } from '#services/backups/backups'
import { pgEnv, runTool } from '#services/backups/tools'
import { primaryConfig } from '#services/backups/facts'

export interface RestoreTarget {
  /** SQLite: the file to create (default: the app's SQLITE_PATH) */
  sqlitePath?: string
  /** PostgreSQL: the database to fill, which must exist (default: the app's PG_DB_NAME) */
  pgDatabase?: string
  /** where the uploads go; null leaves them out */
  uploadsDir: string | null
  /** replace a database or uploads folder that is not empty */
  force?: boolean
}

interface RestoreResult {
  manifest: BackupManifest
  tables: number
  rows: number
  uploads: number | null
}

/** Refused before anything is written (a missing file, a database that is not empty, ...). */
export class RestoreRefused extends Error {}

async function isEmptyDir(dir: string) {
  if (!existsSync(dir)) return true
  const entries = await readdir(dir)
  return entries.length === 0
}

async function hasTables(target: RestoreTarget) {
  if (target.sqlitePath !== undefined && !existsSync(target.sqlitePath)) return false
  const tables = await withDatabase(target, tableNames)
  return tables.length > 0
}

/** The restored copy holds what the manifest says: the same tables, rows and orders. */
async function verify(target: RestoreTarget, manifest: BackupManifest) {
  return withDatabase(target, async (client) => {
    const tables = await tableNames(client)
    const counts = await rowCounts(client, tables)
    const wrong = Object.entries(manifest.tables)
      .filter(([table, rows]) => counts[table] !== rows)
      .map(([table, rows]) => `${table}: ${counts[table] ?? 'missing'} rows, backup had ${rows}`)
    if ((await ordersChecksum(client)) !== manifest.ordersChecksum) {
      wrong.push('orders: checksum differs from the backup')
    }
    if (wrong.length) throw new Error(`restored database differs:\n${wrong.join('\n')}`)
    return { tables: tables.length, rows: Object.values(counts).reduce((a, b) => a + b, 0) }
  })
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!existsSync(file)) throw new RestoreRefused(`no backup at ${file}`)
  const kind = databaseKind()
  const connection = (primaryConfig() as any).connection
  target =
    kind === 'sqlite'
      ? { ...target, sqlitePath: resolve(target.sqlitePath ?? sqliteFile()), pgDatabase: undefined }
      : { ...target, sqlitePath: undefined, pgDatabase: target.pgDatabase ?? connection.database }
  const work = await mkdtemp(join(tmpdir(), 'safhati-restore-'))
  try {
    await runTool('tar', ['-xzf', resolve(file), '-C', work])
    const manifestText = await readFile(join(work, 'manifest.json'), 'utf8').catch(() => null)
    if (!manifestText) throw new RestoreRefused(`${file} is not a Safhati backup (no manifest)`)
    const manifest = JSON.parse(manifestText) as BackupManifest
    if (manifest.database !== kind) {
      throw new RestoreRefused(`the backup is of ${manifest.database}; this app uses ${kind}`)
    }
    if (!target.force && (await hasTables(target))) {
      throw new RestoreRefused('the target database is not empty (--force replaces it)')
    }
    const uploadsDir = manifest.uploads === null ? null : target.uploadsDir
    if (uploadsDir && !target.force && !(await isEmptyDir(uploadsDir))) {
      throw new RestoreRefused(`the uploads folder ${uploadsDir} is not empty (--force merges)`)
    }

    if (kind === 'sqlite') {
      const dest = target.sqlitePath!
      await mkdir(join(dest, '..'), { recursive: true })
      await copyFile(join(work, manifest.file), `${dest}.restoring`)
      for (const suffix of ['-wal', '-shm', '-journal']) await rm(dest + suffix, { force: true })
      await rename(`${dest}.restoring`, dest)
    } else {
      const database = target.pgDatabase!
      const clean = target.force ? ['--clean', '--if-exists'] : []
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--exit-on-error',
          ...clean,
          '--dbname',
          database,
          join(work, manifest.file),
        ],
        pgEnv({ ...connection, database })
      )
    }
    if (uploadsDir) {
      await mkdir(uploadsDir, { recursive: true })
      await cp(join(work, 'uploads'), uploadsDir, { recursive: true, force: true })
    }
    const checked = await verify(target, manifest)
    return { manifest, ...checked, uploads: uploadsDir ? manifest.uploads : null }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
