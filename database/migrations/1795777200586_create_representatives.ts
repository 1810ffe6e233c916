// Delivery representatives of a website and an order's delivery by one (issue 31 item 2).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * - representatives: the merchant's list (name, Saudi mobile, active), per website.
 * - orders: the representative an order is assigned to, the secret of the representative's signed
 *   link (a new one at each assignment, so an earlier link stops working), when the representative
 *   collected the cash and when the merchant received it from them.
 * - purchase_events: a note (the reason a delivery failed). The steps themselves are purchase events
 *   (assigned, picked_up, success = delivered, paid + collected, failed, handed): the order's status
 *   stays the one status machine.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('representatives', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.string('mobile', 10).notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['website_id', 'mobile'])
    })
    // ADD COLUMN with its foreign key, as one statement: knex's alterTable with .references() rebuilds
    // the table on SQLite (copy, drop, rename), which would drop the orders' tally triggers
    this.defer(async (db) => {
      await db.rawQuery(
        'ALTER TABLE orders ADD COLUMN representative_id integer NULL REFERENCES representatives (id) ON DELETE SET NULL'
      )
    })
    this.schema.alterTable('orders', (table) => {
      table.string('delivery_key', 64).nullable()
      table.timestamp('cash_collected_at').nullable()
      table.timestamp('cash_handed_at').nullable()
      table.unique(['website_id', 'delivery_key'])
      table.index(['website_id', 'representative_id'])
    })
    this.schema.alterTable('purchase_events', (table) => {
      table.string('note', 500).nullable()
    })
  }

  async down() {
    this.schema.alterTable('purchase_events', (table) => {
      table.dropColumn('note')
    })
    this.schema.alterTable('orders', (table) => {
      table.dropUnique(['website_id', 'delivery_key'])
      table.dropIndex(['website_id', 'representative_id'])
      // dropping the column drops its foreign key (on SQLite knex rebuilds the table here: run the
      // tally migration's fill again after a rollback to this point)
      table.dropColumn('representative_id')
      table.dropColumn('delivery_key')
      table.dropColumn('cash_collected_at')
      table.dropColumn('cash_handed_at')
    })
    this.schema.dropTable('representatives')
  }
}
