// A merchant form placed as a block of a home page (issue 31 item 1).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * home_sections.form_id: the form a `form` block shows. ADD COLUMN with its foreign key as one
 * statement (knex's alterTable with .references() rebuilds the table on SQLite and drops its
 * triggers); a deleted form empties the column and the home page leaves the block out.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        'ALTER TABLE home_sections ADD COLUMN form_id integer NULL REFERENCES forms (id) ON DELETE SET NULL'
      )
    })
  }

  async down() {
    this.schema.alterTable('home_sections', (table) => {
      table.dropColumn('form_id')
    })
  }
}
