import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bearer tokens of merchants on /api/v1 (the marketing calls /login, /me, /logout): access tokens of
 * one hour (the `merchant_api` guard) and hashed refresh tokens of 30 days, in families like the
 * customers' (see ApiTokenFamilies).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('merchant_access_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
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
    this.schema.createTable('merchant_refresh_tokens', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('family_id', 36).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'family_id'])
    })
  }

  async down() {
    this.schema.dropTable('merchant_refresh_tokens')
    this.schema.dropTable('merchant_access_tokens')
  }
}
