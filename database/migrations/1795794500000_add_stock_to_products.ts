// A product's stock (issue 36 item 3): how many are left to sell, or null when the merchant does not count.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `products.stock`: null for a product sold without counting (every product until its merchant types a
 * quantity), else the units left. Checkout takes the ordered quantity off in its transaction, only
 * where enough is left; a cancelled order gives it back.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.integer('stock').nullable()
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropColumn('stock')
    })
  }
}
