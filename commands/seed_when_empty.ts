import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Seeds the database only when it holds no plans yet, so `npm start` can run it on every start
 * without touching a database that is already in use.
 */
export default class SeedWhenEmpty extends BaseCommand {
  static commandName = 'db:seed-when-empty'
  static description = 'Run the seeders when the database has no data yet'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: Plan } = await import('#models/plan')
    const existing = await Plan.query().count('* as total').first()
    if (Number(existing?.$extras.total ?? 0) > 0) {
      this.logger.info('database already seeded')
      return
    }
    const { default: IndexSeeder } = await import('#database/seeders/main/index_seeder')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await new IndexSeeder(db.connection()).run()
    this.logger.success('database seeded')
  }
}
