import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A booking remembers the reservation cart it was confirmed from: one booking per cart, so a double
 * click or a resubmitted confirmation returns the booking already made.
 */
export default class extends BaseSchema {
  protected tableName = 'bookings'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('reservation_cart_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('reservation_carts')
        .onDelete('SET NULL')
      table.unique(['website_id', 'reservation_cart_id'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['website_id', 'reservation_cart_id'])
      table.dropForeign(['reservation_cart_id'])
      table.dropColumn('reservation_cart_id')
    })
  }
}
