import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The apps catalogue categories: payment, deleviery (sic, a public slug), apps-support.
 */
export default class extends BaseSchema {
  protected tableName = 'app_categories'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 60).notNullable().unique()
      table.string('name', 100).notNullable()
      table.string('description', 500).nullable()
      table.string('icon').nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
