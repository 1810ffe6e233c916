/*
| Backups: a consistent snapshot of the database (SQLite's online backup API, or pg_dump in custom
| format) with the uploads folder, as one .tar.gz with a manifest of what it holds; a retention count.
*/
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { primaryConfig, snapshotFacts, withDatabase } from '#services/backups/facts'
import type { SnapshotFacts } from '#services/backups/facts'
import { countFiles, pgEnv, runTool, uploadsLocation } from '#services/backups/tools'

export interface BackupManifest extends SnapshotFacts {
  format: 1
  createdAt: string
  database: 'sqlite' | 'pg'
  /** the database's file in the archive */
  file: string
  /** uploaded files in the archive's uploads/ folder; null when uploads are on S3 (not backed up) */
  uploads: number | null
}

interface BackupResult {
  path: string
  bytes: number
  ms: number
  manifest: BackupManifest
  /** older backups deleted by the retention count */
  pruned: string[]
  /** times SQLite's copy started over because another connection wrote (then it went in one step) */
  restarts: number
}

const NAME = /^safhati-\d{8}-\d{6}-\d{3}\.tar\.gz$/
/** What the backup uses of better-sqlite3 (the package ships no types). */
interface SqliteHandle {
  pragma(source: string): unknown
  backup(
    dest: string,
    options: { progress: (step: { totalPages: number; remainingPages: number }) => number }
  ): Promise<unknown>
  close(): void
}
type SqliteModule = {
  default: new (file: string, options: { fileMustExist: boolean }) => SqliteHandle
}
const BETTER_SQLITE = 'better-sqlite3'

/** SQLite pages copied per step of the online backup, between which the event loop runs. */
const PAGES_PER_STEP = 2000

const backupDir = () => resolve(app.makePath(), env.get('BACKUP_DIR') || 'storage/backups')
const backupKeep = () => Math.max(1, env.get('BACKUP_KEEP') ?? 7)

/** SQLite, or PostgreSQL ('pg'): the kind of the app's database. */
export function databaseKind(): 'sqlite' | 'pg' {
  return primaryConfig().client === 'pg' ? 'pg' : 'sqlite'
}

export function sqliteFile(): string {
  return resolve(app.makePath(), (primaryConfig() as any).connection.filename)
}

/**
 * SQLite's online backup from a connection of its own. A write by another connection restarts the
 * copy; after a restart the rest is copied in one step (one read transaction: a consistent snapshot
 * in WAL mode, writers go on), so a busy database cannot keep the backup from finishing.
 */
async function snapshotSqlite(dest: string, pagesPerStep = PAGES_PER_STEP) {
  const { default: Database } = (await import(BETTER_SQLITE)) as SqliteModule
  const source = new Database(sqliteFile(), { fileMustExist: true })
  let restarts = 0
  try {
    source.pragma('busy_timeout = 5000')
    let remaining = Number.POSITIVE_INFINITY
    await source.backup(dest, {
      progress: ({ totalPages, remainingPages }) => {
        const restarted = remainingPages > remaining
        remaining = remainingPages
        if (restarted) restarts++
        return restarted ? totalPages : pagesPerStep
      },
    })
  } finally {
    source.close()
  }
  return { ...(await withDatabase({ sqlitePath: dest }, snapshotFacts)), restarts }
}

/**
 * pg_dump reads the snapshot exported by a repeatable-read transaction that also counts the rows, so
 * the manifest's figures are those of the dump to the row.
 */
async function snapshotPostgres(dest: string) {
  const connection = (primaryConfig() as any).connection
  return db.connection().transaction(
    async (trx) => {
      const { rows } = await trx.rawQuery('SELECT pg_export_snapshot() AS snapshot')
      const facts = await snapshotFacts(trx)
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-owner', `--snapshot=${rows[0].snapshot}`, '--file', dest],
        pgEnv(connection)
      )
      return { ...facts, restarts: 0 }
    },
    { isolationLevel: 'repeatable read' }
  )
}

export const Backups = {
  /** Writes a backup into `dir`; the archive appears whole (renamed from a .partial file) or not at all. */
  async create(
    options: { dir?: string; now?: DateTime; sqlitePagesPerStep?: number } = {}
  ): Promise<BackupResult> {
    const started = Date.now()
    const dir = resolve(options.dir ?? backupDir())
    await mkdir(dir, { recursive: true })
    const now = (options.now ?? DateTime.utc()).toUTC()
    const name = `safhati-${now.toFormat('yyyyLLdd-HHmmss-SSS')}.tar.gz`
    const work = await mkdtemp(join(dir, '.work-'))
    try {
      const kind = databaseKind()
      const file = kind === 'pg' ? 'database.dump' : 'database.sqlite3'
      const { restarts, ...facts } =
        kind === 'pg'
          ? await snapshotPostgres(join(work, file))
          : await snapshotSqlite(join(work, file), options.sqlitePagesPerStep)
      // after the database: every file a snapshot's row names was uploaded before it, so it is there
      const uploads = uploadsLocation()
      let uploaded: number | null = null
      if (uploads) {
        await mkdir(join(work, 'uploads'))
        await cp(uploads, join(work, 'uploads'), { recursive: true, force: true }).catch(
          (error) => {
            if (error.code !== 'ENOENT') throw error
          }
        )
        uploaded = await countFiles(join(work, 'uploads'))
      }
      const manifest: BackupManifest = {
        format: 1,
        createdAt: now.toISO()!,
        database: kind,
        file,
        uploads: uploaded,
        ...facts,
      }
      await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
      const partial = join(dir, `.${name}.partial`)
      await runTool('tar', ['-czf', partial, '-C', work, '.'])
      const path = join(dir, name)
      await rename(partial, path)
      const { size } = await stat(path)
      return { path, bytes: size, ms: Date.now() - started, manifest, pruned: [], restarts }
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  },

  /** Deletes all but the newest `keep` backups of `dir` (only files named as this module names them). */
  async prune(dir = backupDir(), keep = backupKeep()): Promise<string[]> {
    const files = await readdir(dir)
    const names = files.filter((file) => NAME.test(file)).sort()
    const old = names.slice(0, Math.max(0, names.length - keep))
    for (const file of old) await rm(join(dir, file), { force: true })
    return old
  },

  /** The daily job and `node ace db:backup`: a backup, then the retention count applied. */
  async createAndPrune(options: { dir?: string; keep?: number } = {}): Promise<BackupResult> {
    const result = await Backups.create({ dir: options.dir })
    result.pruned = await Backups.prune(options.dir ?? backupDir(), options.keep ?? backupKeep())
    logger.info(
      {
        backup: basename(result.path),
        bytes: result.bytes,
        ms: result.ms,
        pruned: result.pruned.length,
      },
      'backup written'
    )
    return result
  },
}
