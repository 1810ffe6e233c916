import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Categories of the platform academy and blog (privilege academy or blog).
 */
export default class extends BaseSchema {
  protected tableName = 'platform_sections'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('privilege', 10).notNullable()
      table
        .integer('parent_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('platform_sections')
        .onDelete('SET NULL')
      table.string('title', 100).notNullable()
      table.string('slug', 120).notNullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['privilege', 'slug'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
