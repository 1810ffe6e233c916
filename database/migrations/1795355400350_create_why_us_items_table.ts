import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Why-us cards of the marketing home page.
 */
export default class extends BaseSchema {
  protected tableName = 'why_us_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 100).notNullable()
      table.string('description', 500).notNullable()
      table.string('image').nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
