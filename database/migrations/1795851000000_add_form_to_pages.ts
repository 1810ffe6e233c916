// A merchant form placed as a block under a custom page's content (issue 31 item 1).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * pages.form_id: the form shown under the page's content, or none. ADD COLUMN with its foreign key as
 * one statement (knex's alterTable with .references() rebuilds the table on SQLite and drops its
 * triggers); a deleted form empties the column.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        'ALTER TABLE pages ADD COLUMN form_id integer NULL REFERENCES forms (id) ON DELETE SET NULL'
      )
    })
  }

  async down() {
    this.schema.alterTable('pages', (table) => {
      table.dropColumn('form_id')
    })
  }
}
