import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The history of an order or a booking as the dashboard changed it: confirmed, cancelled, marked paid,
 * by which staff member and when. One row per change actually written (a refused or lost race adds none).
 */
export default class extends BaseSchema {
  protected tableName = 'purchase_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table
        .integer('booking_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('bookings')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      // the name as it was, so the history still reads right after the account changes or goes
      table.string('actor_name', 100).notNullable()
      // success, cancel or paid
      table.string('action', 10).notNullable()
      table.string('from_status', 10).nullable()
      table.string('payment_method', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['website_id', 'order_id'])
      table.index(['website_id', 'booking_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
