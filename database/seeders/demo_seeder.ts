import { BaseSeeder } from '@adonisjs/lucid/seeders'
import Website from '#models/website'
import { seedBeautyCentre } from '#database/seeders/demo/beauty_centre'
import { seedHomeBusiness } from '#database/seeders/demo/home_business'

/**
 * The two demo merchants: `demo`, a beauty centre with everything, and `nakheel`, a home business with
 * products only. Loaded for development and the demo, never automatically in production.
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (!(await Website.findBy('username', 'demo'))) await seedBeautyCentre()
    if (!(await Website.findBy('username', 'nakheel'))) await seedHomeBusiness()
  }
}
