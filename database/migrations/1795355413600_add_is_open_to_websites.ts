import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Whether the website's public sites are open to visitors. A new sign-up starts closed (visitors see
 * a "coming soon" page while the merchant prepares it); every website that existed before this column
 * was already public, so the column defaults to open and they stay open.
 */
export default class extends BaseSchema {
  protected tableName = 'websites'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('is_open').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('is_open')
    })
  }
}
