import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messages sent through the marketing contact form.
 */
export default class extends BaseSchema {
  protected tableName = 'platform_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('email', 100).notNullable()
      table.text('message').notNullable()
      table.timestamp('read_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
