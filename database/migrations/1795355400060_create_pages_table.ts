import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Custom pages of a website, listed in its header and footer.
 */
export default class extends BaseSchema {
  protected tableName = 'pages'

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
      table.string('name', 150).notNullable()
      table.string('slug', 170).notNullable()
      table.string('image').nullable()
      table.string('description', 500).nullable()
      table.text('content').notNullable()
      table.boolean('in_header').notNullable().defaultTo(true)
      table.boolean('in_footer').notNullable().defaultTo(true)
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'slug'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
