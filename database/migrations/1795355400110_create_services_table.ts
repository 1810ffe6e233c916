import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bookable services with a duration in minutes; prices are VAT-inclusive halalas.
 */
export default class extends BaseSchema {
  protected tableName = 'services'

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
        .integer('service_category_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('service_categories')
        .onDelete('SET NULL')
      table.string('name', 150).notNullable()
      table.string('slug', 170).notNullable()
      table.string('description', 1000).nullable()
      table.string('keywords', 255).nullable()
      table.string('search_text', 500).notNullable().defaultTo('')
      table.string('image').nullable()
      table.integer('price').notNullable()
      table.integer('old_price').nullable()
      table.integer('duration_minutes').notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'slug'])
      table.index(['website_id', 'service_category_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
