import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Menu items of a landing page, grouped by group_name.
 */
export default class extends BaseSchema {
  protected tableName = 'landing_page_items'

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
        .integer('landing_page_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('landing_pages')
        .onDelete('CASCADE')
      table.string('group_name', 100).notNullable()
      table.string('name', 150).notNullable()
      table.integer('calories').nullable()
      table.integer('price').notNullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'landing_page_id', 'sort_order'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
