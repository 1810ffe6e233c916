// Merchant forms (issue 31 item 1): the forms, their fields, every field set ever shown, and submissions.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * - forms: a website's forms (title, slug unique per website, intro, success message, active) with the
 *   hash of the field set shown now (`version`).
 * - form_fields: the current fields in order; `key` names a field's answer and survives edits.
 * - form_versions: every field set a form has shown (by its hash), so a submission is checked against
 *   the form as the visitor saw it even after the merchant changed it.
 * - form_submissions: the answers with a snapshot of each field (label, type) as shown: changing or
 *   deleting the form never re-labels or loses them (form_id goes null, form_title stays).
 * New tables only: no existing table is altered (on SQLite knex would rebuild it, dropping triggers).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('forms', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('title', 150).notNullable()
      table.string('slug', 120).notNullable()
      table.text('intro').nullable()
      table.string('success_message', 500).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.string('version', 16).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'slug'])
    })

    this.schema.createTable('form_fields', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('key', 20).notNullable()
      table.string('type', 20).notNullable()
      table.string('label', 150).notNullable()
      table.string('help', 300).nullable()
      table.boolean('is_required').notNullable().defaultTo(false)
      table.integer('position').notNullable().defaultTo(0)
      table.text('choices').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['form_id', 'key'])
      table.index(['form_id', 'position'])
    })

    this.schema.createTable('form_versions', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('hash', 16).notNullable()
      table.text('fields').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['form_id', 'hash'])
    })

    this.schema.createTable('form_submissions', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('forms')
        .onDelete('SET NULL')
      table.string('form_title', 150).notNullable()
      table.string('form_version', 16).notNullable()
      table.text('answers').notNullable()
      table.timestamp('read_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'form_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('form_submissions')
    this.schema.dropTable('form_versions')
    this.schema.dropTable('form_fields')
    this.schema.dropTable('forms')
  }
}
