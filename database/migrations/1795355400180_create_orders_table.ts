import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Cash-on-delivery orders; totals are VAT-inclusive halalas computed by the server.
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

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
        .integer('address_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('addresses')
        .onDelete('SET NULL')
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('branches')
        .onDelete('SET NULL')
      table.integer('number').notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('payment_method', 20).notNullable().defaultTo('cod')
      table.string('shipping_address', 300).nullable()
      table.string('notes', 1000).nullable()
      table.integer('subtotal').notNullable()
      table.integer('vat').notNullable()
      table.integer('total').notNullable()
      // one order per checkout form, whatever the number of submits
      table.string('checkout_token', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'number'])
      table.unique(['website_id', 'checkout_token'])
      table.index(['website_id', 'customer_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
