import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Delivery and pick-up of a website's orders (issue 36 item 4): one row per website, absent until the
 * merchant saves the page (absent = delivery on, fee 0, no pick-up, no requested date), and what each
 * order was given: its method, its fee (halalas, VAT included; 0 on every older order), and the date and
 * time slot the customer asked for.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('delivery_settings', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.boolean('delivery_enabled').notNullable().defaultTo(true)
      table.string('fee_mode', 10).notNullable().defaultTo('flat')
      table.integer('flat_fee').notNullable().defaultTo(0)
      table.text('city_fees').notNullable().defaultTo('[]')
      table.string('other_cities', 10).notNullable().defaultTo('flat')
      table.integer('free_above').nullable()
      table.boolean('pickup_enabled').notNullable().defaultTo(false)
      table.boolean('scheduling_enabled').notNullable().defaultTo(false)
      table.integer('lead_days').notNullable().defaultTo(0)
      table.text('time_slots').notNullable().defaultTo('[]')
      table.text('closed_days').notNullable().defaultTo('["fri"]')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.alterTable('orders', (table) => {
      table.string('delivery_method', 10).nullable()
      table.integer('delivery_fee').notNullable().defaultTo(0)
      table.string('requested_date', 10).nullable()
      table.string('requested_slot', 11).nullable()
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('delivery_method')
      table.dropColumn('delivery_fee')
      table.dropColumn('requested_date')
      table.dropColumn('requested_slot')
    })
    this.schema.dropTable('delivery_settings')
  }
}
