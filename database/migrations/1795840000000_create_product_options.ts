// A product's options with their own price (issue 36 item 3): «صغير ٨ قطع» 120 ر.س, «كبير ١٦ قطعة» 210 ر.س.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `product_options`: the options a shopper chooses from on the product page, each with its own
 * VAT-inclusive price in halalas, in the merchant's order. `products.option_count` keeps how many a
 * product has (cards say «من X ر.س» without loading them; `products.price` is then the lowest).
 * A cart line and an order line keep the chosen option: the cart's `option_key` (0: none) is part of the
 * line's unique key (a NULL never conflicts), its `product_option_id` goes null when the option is
 * deleted; an order line keeps the option's name and the price paid for good.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('product_options', (table) => {
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
      table.string('name', 100).notNullable()
      table.integer('price').notNullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'product_id'])
    })

    this.schema.alterTable('products', (table) => {
      table.integer('option_count').notNullable().defaultTo(0)
    })

    this.schema.alterTable('cart_items', (table) => {
      table
        .integer('product_option_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('product_options')
        .onDelete('SET NULL')
      table.string('option_name', 100).nullable()
      table.integer('option_key').notNullable().defaultTo(0)
    })
    this.schema.alterTable('cart_items', (table) => {
      table.dropUnique(['website_id', 'cart_id', 'product_id'])
      table.unique(['website_id', 'cart_id', 'product_id', 'option_key'])
    })

    this.schema.alterTable('order_items', (table) => {
      table
        .integer('product_option_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('product_options')
        .onDelete('SET NULL')
      table.string('option_name', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('order_items', (table) => {
      table.dropForeign(['product_option_id'])
      table.dropColumn('product_option_id')
      table.dropColumn('option_name')
    })
    this.schema.alterTable('cart_items', (table) => {
      table.dropUnique(['website_id', 'cart_id', 'product_id', 'option_key'])
    })
    this.defer(async (db) => {
      await db.from('cart_items').where('option_key', '>', 0).delete()
    })
    this.schema.alterTable('cart_items', (table) => {
      table.unique(['website_id', 'cart_id', 'product_id'])
      table.dropForeign(['product_option_id'])
      table.dropColumn('product_option_id')
      table.dropColumn('option_name')
      table.dropColumn('option_key')
    })
    this.schema.alterTable('products', (table) => {
      table.dropColumn('option_count')
    })
    this.schema.dropTable('product_options')
  }
}
