import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Static pages of the marketing site (privacy-policy, usage-policy, ...).
 */
export default class extends BaseSchema {
  protected tableName = 'platform_pages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 120).notNullable().unique()
      table.string('title', 200).notNullable()
      table.string('description', 500).nullable()
      table.string('keywords', 255).nullable()
      table.string('author', 100).nullable()
      table.text('content').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
