import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Providers and services listed in the apps catalogue; tab groups the support category.
 */
export default class extends BaseSchema {
  protected tableName = 'apps'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('app_category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('app_categories')
        .onDelete('CASCADE')
      table.string('title', 100).notNullable().unique()
      table.string('name', 100).notNullable()
      table.string('summary', 300).nullable()
      table.text('details').nullable()
      table.string('logo').nullable()
      table.string('tab', 40).nullable()
      table.string('website_url').nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['app_category_id', 'sort_order'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
