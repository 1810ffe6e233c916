import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Delivery addresses of a customer (Saudi national address).
 */
export default class extends BaseSchema {
  protected tableName = 'addresses'

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
        .onDelete('CASCADE')
      table.string('country', 2).notNullable().defaultTo('SA')
      table.string('city', 60).notNullable()
      table.string('district', 60).notNullable()
      table.string('street', 100).notNullable()
      table.string('short_address', 8).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'customer_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
