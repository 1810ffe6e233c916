import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Merchant accounts (issue 4):
 * - session_version: bumped when the password is reset; a session remembers the version it signed in
 *   with, so every other session of the account ends.
 * - signup_plan_code: the plan picked on /signup?plan=..., used when onboarding creates the website.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('session_version').notNullable().defaultTo(1)
      table.string('signup_plan_code', 30).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('session_version')
      table.dropColumn('signup_plan_code')
    })
  }
}
