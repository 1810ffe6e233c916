import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Confirmed service bookings.
 */
export default class extends BaseSchema {
  protected tableName = 'bookings'

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
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('RESTRICT')
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('branches')
        .onDelete('SET NULL')
      table.integer('number').notNullable()
      table.string('reservation_code', 20).notNullable()
      table.timestamp('start_at', { useTz: true }).notNullable()
      table.timestamp('end_at', { useTz: true }).notNullable()
      table.integer('duration_minutes').notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('payment_method', 20).notNullable().defaultTo('on_arrive')
      table.integer('subtotal').notNullable()
      table.integer('vat').notNullable()
      table.integer('total').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'number'])
      table.unique(['website_id', 'reservation_code'])
      table.index(['website_id', 'customer_id', 'created_at'])
      table.index(['website_id', 'branch_id', 'start_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
