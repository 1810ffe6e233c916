import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Services of a reservation cart; option null means any.
 */
export default class extends BaseSchema {
  protected tableName = 'reservation_cart_items'

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
        .integer('reservation_cart_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('reservation_carts')
        .onDelete('CASCADE')
      table
        .integer('service_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('services')
        .onDelete('CASCADE')
      table
        .integer('service_option_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('service_options')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'reservation_cart_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
