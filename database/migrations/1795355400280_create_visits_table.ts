import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Page visits of the public sites, for the merchant dashboard.
 */
export default class extends BaseSchema {
  protected tableName = 'visits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('site', 10).notNullable()
      table.string('path', 255).notNullable()
      table.string('referrer', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['website_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
