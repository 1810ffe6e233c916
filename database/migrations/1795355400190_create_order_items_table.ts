import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Lines of an order with the name and price at the time of the order.
 */
export default class extends BaseSchema {
  protected tableName = 'order_items'

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
        .notNullable()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('products')
        .onDelete('SET NULL')
      table.string('item_name', 150).notNullable()
      table.integer('unit_price').notNullable()
      table.integer('quantity').notNullable()
      table.integer('total_price').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'order_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
