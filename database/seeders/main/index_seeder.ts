import { BaseSeeder } from '@adonisjs/lucid/seeders'
import app from '@adonisjs/core/services/app'
import PlatformSeeder from '#database/seeders/platform_seeder'
import DemoSeeder from '#database/seeders/demo_seeder'

/**
 * The only seeder run by `node ace db:seed`: platform data always; the demo merchants for development
 * and the demo, never automatically in production (DEMO_DATA=true|false overrides).
 */
export default class IndexSeeder extends BaseSeeder {
  async run() {
    await new PlatformSeeder(this.client).run()

    const demoData = process.env.DEMO_DATA
    const wantDemo =
      demoData === undefined || demoData === '' ? !app.inProduction : demoData === 'true'
    if (wantDemo) await new DemoSeeder(this.client).run()
  }
}
