import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Branches of a website with their weekly working hours.
 */
export default class extends BaseSchema {
  protected tableName = 'branches'

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
      table.string('name', 100).notNullable()
      table.string('city', 60).nullable()
      table.string('address', 255).nullable()
      table.string('phone', 15).nullable()
      // { sun: { open: '09:00', close: '21:00' } | null, ... }; null closes the day
      table.json('working_hours').notNullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id', 'sort_order'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
