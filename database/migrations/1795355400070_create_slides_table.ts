import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Slider images of the content site (site = content) or the storefront (site = order).
 */
export default class extends BaseSchema {
  protected tableName = 'slides'

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
      table.string('image').notNullable()
      table.string('title', 150).nullable()
      table.string('description', 300).nullable()
      table.string('link').nullable()
      table.string('button_text', 40).nullable()
      table.string('button_color', 20).nullable()
      table.string('button_text_color', 20).nullable()
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
