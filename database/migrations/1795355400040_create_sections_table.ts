import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Blog sections (categories) of a website: main or sub, with display flags.
 */
export default class extends BaseSchema {
  protected tableName = 'sections'

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
        .integer('parent_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('sections')
        .onDelete('SET NULL')
      table.string('title', 100).notNullable()
      table.string('slug', 120).notNullable()
      table.string('description', 500).nullable()
      table.string('image').nullable()
      table.string('type', 10).notNullable().defaultTo('main')
      table.boolean('is_embedded').notNullable().defaultTo(false)
      table.boolean('is_footer').notNullable().defaultTo(false)
      table.boolean('is_fixed').notNullable().defaultTo(false)
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'slug'])
      table.index(['website_id', 'parent_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
