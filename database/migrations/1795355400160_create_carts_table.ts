import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Server-side carts: one per customer, or per guest session token until login.
 */
export default class extends BaseSchema {
  protected tableName = 'carts'

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
        .nullable()
        .references('id')
        .inTable('customers')
        .onDelete('CASCADE')
      table.string('guest_token', 64).nullable()
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('branches')
        .onDelete('SET NULL')
      table
        .integer('address_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('addresses')
        .onDelete('SET NULL')
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'customer_id'])
      table.unique(['website_id', 'guest_token'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
