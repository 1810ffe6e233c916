import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The usernames a website had before: /o/{old} and /c/{old} answer a 301 to the new address, and no
 * other website can take an old username while it redirects.
 */
export default class extends BaseSchema {
  protected tableName = 'website_username_history'

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
      table.string('username', 30).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['website_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
