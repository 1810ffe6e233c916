import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A verification code may prove a new address: a merchant changing the e-mail in the dashboard gets the
 * code at the new address, kept here until the right code is typed (null: the sign-up code).
 */
export default class extends BaseSchema {
  protected tableName = 'email_verification_codes'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('new_email', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('new_email')
    })
  }
}
