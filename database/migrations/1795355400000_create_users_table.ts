import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Merchants: business owners who sign up on the marketing site and own websites.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 50).notNullable()
      table.string('email', 100).notNullable().unique()
      table.string('phone', 10).notNullable()
      table.string('password').notNullable()
      table.string('role', 20).notNullable().defaultTo('merchant')
      table.timestamp('email_verified_at', { useTz: true }).nullable()
      table.string('activity_type', 20).nullable()
      table.string('entity_type', 30).nullable()
      table.string('legal_id', 30).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
