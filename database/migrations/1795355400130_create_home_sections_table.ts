import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Blocks of a home page and their order; kind says what the block shows.
 */
export default class extends BaseSchema {
  protected tableName = 'home_sections'

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
      table.string('site', 10).notNullable()
      table.string('kind', 30).notNullable()
      table.string('title', 150).nullable()
      table
        .integer('section_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('sections')
        .onDelete('CASCADE')
      table
        .integer('store_category_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('store_categories')
        .onDelete('CASCADE')
      table
        .integer('service_category_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('service_categories')
        .onDelete('CASCADE')
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'site', 'sort_order'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
