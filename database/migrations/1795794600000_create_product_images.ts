// A product's gallery (issue 36 item 3): up to seven more photos beside its main image, in the merchant's order.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `product_images`: one row per extra photo of a product (the main one stays `products.image`), its
 * uploaded address and its place in the gallery. Rows go with their product.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('product_images', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('CASCADE')
      table.string('url', 255).notNullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.index(['website_id', 'product_id'])
    })
  }

  async down() {
    this.schema.dropTable('product_images')
  }
}
