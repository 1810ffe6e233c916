// A website's staff (issue 30 item 4): the people besides its owner, each with a role, and the invitations sent to them.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * - website_memberships: one row per person of a website's staff (its owner has none: the website's
 *   user_id is the owner). A branch role names its branch; when the branch goes, so does the role.
 * - staff_invitations: an invitation by e-mail with the role it grants; only the sha256 of its link's
 *   token is kept. Accepted once, before it expires.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('website_memberships', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // manager, branch_manager, reception or editor (app/services/staff/permissions.ts)
      table.string('role', 20).notNullable()
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('branches')
        .onDelete('CASCADE')
      table
        .integer('invited_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['website_id', 'user_id'])
      table.index(['user_id'])
    })

    this.schema.createTable('staff_invitations', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('role', 20).notNullable()
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('branches')
        .onDelete('CASCADE')
      // sha256 of the link's token: the token itself is only in the e-mail
      table.string('token_hash', 64).notNullable().unique()
      table
        .integer('invited_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('expires_at').notNullable()
      table.timestamp('accepted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['website_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable('staff_invitations')
    this.schema.dropTable('website_memberships')
  }
}
