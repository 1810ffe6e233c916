import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A home-page block the merchant hides keeps its place in the order and its settings, so showing it
 * again puts it back where it was. Every block shows until hidden.
 */
export default class extends BaseSchema {
  protected tableName = 'home_sections'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('is_visible').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('is_visible')
    })
  }
}
