import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A cart line remembers the product's name and the price the customer last saw, so a product that was
 * deleted stays in the cart marked unavailable (instead of vanishing), and a price change is shown to the
 * customer before the order is confirmed. The price charged is still read from the product.
 */
export default class extends BaseSchema {
  protected tableName = 'cart_items'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['product_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('product_id').unsigned().nullable().alter()
      table.foreign('product_id').references('id').inTable('products').onDelete('SET NULL')
      table.string('product_name', 150).nullable()
      table.integer('seen_price').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('product_name')
      table.dropColumn('seen_price')
      table.dropForeign(['product_id'])
    })
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('product_id').delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('product_id').unsigned().notNullable().alter()
      table.foreign('product_id').references('id').inTable('products').onDelete('CASCADE')
    })
  }
}
