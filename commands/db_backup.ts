import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace db:backup`: a consistent snapshot of the database with the uploads, into BACKUP_DIR, keeping
 * the newest BACKUP_KEEP (the daily job does the same: app/services/jobs/schedule.ts).
 */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Back up the database and the uploads into BACKUP_DIR (keeps BACKUP_KEEP)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Folder of the backups (default BACKUP_DIR or storage/backups)' })
  declare dir?: string

  @flags.number({ description: 'How many backups to keep (default BACKUP_KEEP or 7)' })
  declare keep?: number

  async run() {
    const { Backups } = await import('#services/backups/backups')
    try {
      const result = await Backups.createAndPrune({ dir: this.dir, keep: this.keep })
      const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0)
      this.logger.success(`backup written: ${result.path}`)
      this.logger.info(
        `${result.manifest.database}, ${Object.keys(result.manifest.tables).length} tables, ${rows} rows, ` +
          `${result.manifest.uploads ?? 'no'} uploaded files, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.ms} ms`
      )
      for (const old of result.pruned)
        this.logger.info(`deleted (over the retention count): ${old}`)
    } catch (error) {
      this.logger.error(`backup failed: ${(error as Error).message}`)
      this.exitCode = 1
    }
  }
}
