import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Counters block of the marketing home page.
 */
export default class extends BaseSchema {
  protected tableName = 'home_counters'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 100).notNullable()
      table.integer('count').notNullable()
      table.string('unit', 30).nullable()
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
