import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The four-digit sign-up code of a merchant: stored hashed, expires after 10 minutes, voided after
 * 5 wrong attempts. One live code per account; a resend replaces it.
 */
export default class extends BaseSchema {
  protected tableName = 'email_verification_codes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('code_hash').notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      // when the mail went out; null while it has not been sent (a failed send can be retried at once)
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
