import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Storefront customers; each belongs to one website and is a stranger to every other.
 */
export default class extends BaseSchema {
  protected tableName = 'customers'

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
      table.string('name', 100).notNullable()
      table.string('email', 100).notNullable()
      table.string('phone', 15).nullable()
      table.string('password').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
