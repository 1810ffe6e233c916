import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace db:restore <file>`: a backup of `db:backup` into a fresh database (SQLITE_PATH, or the
 * existing empty PostgreSQL database PG_DB_NAME) and the uploads folder; then every table's row count
 * and the orders' checksum are compared with the backup's manifest. Run it with the app stopped.
 */
export default class DbRestore extends BaseCommand {
  static commandName = 'db:restore'
  static description = 'Restore a backup into a fresh database and check it against its manifest'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup file (.tar.gz) written by db:backup' })
  declare file: string

  @flags.string({ description: 'SQLite: the database file to create (default SQLITE_PATH)' })
  declare sqlite?: string

  @flags.string({ description: 'PostgreSQL: the empty database to fill (default PG_DB_NAME)' })
  declare database?: string

  @flags.string({
    description: 'Where the uploads go (default the uploads folder of config/drive.ts)',
  })
  declare uploads?: string

  @flags.boolean({ description: 'Replace a database that is not empty, merge into uploads' })
  declare force?: boolean

  async run() {
    const { restoreBackup, RestoreRefused } = await import('#services/backups/restore')
    const { uploadsLocation } = await import('#services/backups/tools')
    try {
      const result = await restoreBackup(this.file, {
        sqlitePath: this.sqlite,
        pgDatabase: this.database,
        uploadsDir: this.uploads ?? uploadsLocation(),
        force: this.force ?? false,
      })
      this.logger.success(
        `restored the backup of ${result.manifest.createdAt}: ${result.tables} tables, ${result.rows} rows ` +
          `and the orders' checksum match its manifest; ${result.uploads ?? 'no'} uploaded files`
      )
    } catch (error) {
      const refused = error instanceof RestoreRefused
      this.logger.error(
        `${refused ? 'not restored' : 'restore failed'}: ${(error as Error).message}`
      )
      this.exitCode = 1
    }
  }
}
