// Branches get a location (latitude, longitude) for the storefront's "nearest branch" (issue 31 item 3).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * WGS 84 degrees as the browser's geolocation and map links give them; both null when the merchant set
 * no location. Six decimals (about 11 cm) is what a map link carries; a double keeps them on both
 * databases and reads back as a number.
 */
export default class extends BaseSchema {
  protected tableName = 'branches'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.double('latitude').nullable()
      table.double('longitude').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('latitude')
      table.dropColumn('longitude')
    })
  }
}
