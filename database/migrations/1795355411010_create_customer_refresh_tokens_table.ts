import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Refresh tokens of storefront customers on /api/v1 (30 days). Only a SHA-256 hash is stored. Each
 * login starts a family; a refresh replaces the token by a new one of the same family, and presenting a
 * replaced (revoked) token again revokes the whole family (it was stolen or replayed).
 */
export default class extends BaseSchema {
  protected tableName = 'customer_refresh_tokens'

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
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('CASCADE')
      table.string('family_id', 36).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['website_id', 'customer_id', 'family_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
