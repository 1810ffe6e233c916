import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bearer access tokens of storefront customers on /api/v1 (the `api` guard, 1 hour each). The name
 * column holds the refresh-token family the token was issued with, so logging out or a reused refresh
 * token can revoke the access tokens of that family too.
 */
export default class extends BaseSchema {
  protected tableName = 'customer_access_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable().unique()
      table.text('abilities').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.timestamp('last_used_at', { useTz: true }).nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.index(['tokenable_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
