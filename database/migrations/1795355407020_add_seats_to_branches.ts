import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Booking seats of a branch: how many bookings one time slot takes at once (chairs, rooms). One
 * keeps the behaviour branches had before: a taken slot is full.
 */
export default class extends BaseSchema {
  protected tableName = 'branches'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('seats').notNullable().defaultTo(1)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('seats')
    })
  }
}
