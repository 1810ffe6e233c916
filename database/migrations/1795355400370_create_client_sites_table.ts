import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Client showcase: merchant sites shown in the sliding list of the marketing home page.
 */
export default class extends BaseSchema {
  protected tableName = 'client_sites'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('description', 300).nullable()
      table.string('logo').nullable()
      table.string('image').nullable()
      table.string('url').nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
