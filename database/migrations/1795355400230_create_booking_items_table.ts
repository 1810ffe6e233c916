import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Services of a booking with name, option, duration and price at booking time.
 */
export default class extends BaseSchema {
  protected tableName = 'booking_items'

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
        .integer('booking_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('bookings')
        .onDelete('CASCADE')
      table
        .integer('service_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('services')
        .onDelete('SET NULL')
      table
        .integer('service_option_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('service_options')
        .onDelete('SET NULL')
      table.string('service_name', 150).notNullable()
      table.string('option_name', 100).nullable()
      table.integer('duration_minutes').notNullable()
      table.integer('price').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'booking_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
