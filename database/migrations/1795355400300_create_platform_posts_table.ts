import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Academy and blog posts of the marketing site.
 */
export default class extends BaseSchema {
  protected tableName = 'platform_posts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('privilege', 10).notNullable()
      table
        .integer('platform_section_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('platform_sections')
        .onDelete('SET NULL')
      table.string('title', 200).notNullable()
      table.string('slug', 220).notNullable()
      table.string('description', 500).nullable()
      table.string('keywords', 255).nullable()
      table.string('image').nullable()
      table.text('content').notNullable()
      table.boolean('is_popular').notNullable().defaultTo(false)
      table.timestamp('published_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['privilege', 'slug'])
      table.index(['privilege', 'published_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
