import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Blog posts of a website.
 */
export default class extends BaseSchema {
  protected tableName = 'posts'

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
        .integer('section_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('sections')
        .onDelete('SET NULL')
      table.string('title', 200).notNullable()
      table.string('slug', 220).notNullable()
      table.string('description', 500).nullable()
      table.string('keywords', 255).nullable()
      table.string('image').nullable()
      table.text('content').notNullable()
      table.timestamp('published_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'slug'])
      table.index(['website_id', 'section_id', 'published_at'])
      table.index(['website_id', 'published_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
