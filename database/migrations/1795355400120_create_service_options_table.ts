import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Options a customer picks for a service (a stylist, a variant), with an optional extra price.
 */
export default class extends BaseSchema {
  protected tableName = 'service_options'

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
        .integer('service_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('services')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.integer('extra_price').notNullable().defaultTo(0)
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'service_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
