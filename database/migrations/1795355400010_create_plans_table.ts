import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Subscription plans; features is the map the plans comparison is built from.
 */
export default class extends BaseSchema {
  protected tableName = 'plans'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('code', 30).notNullable().unique()
      table.string('name', 60).notNullable()
      table.string('description', 255).nullable()
      // halalas; a one-time package has only price_once
      table.integer('price_monthly').notNullable().defaultTo(0)
      table.integer('price_yearly').notNullable().defaultTo(0)
      table.integer('price_once').notNullable().defaultTo(0)
      table.integer('trial_days').nullable()
      table.json('features').notNullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
