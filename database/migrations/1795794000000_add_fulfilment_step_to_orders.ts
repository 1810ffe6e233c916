// An order's fulfilment step (issue 36 item 5): confirmed, preparing, ready or out for delivery, delivered.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * - orders.fulfilment_step: where the merchant's work on the order stands, beside the spec's status
 *   (pending until delivered, which is success). Null: not confirmed yet. Orders completed before this
 *   migration read as delivered.
 * - purchase_events.action: each step is a history row; 'out_for_delivery' needs 16 characters
 *   (SQLite does not enforce a string's length, PostgreSQL's varchar(10) does).
 */
export default class extends BaseSchema {
  async up() {
    // a plain ADD COLUMN: no .references(), so SQLite does not rebuild the table (the tally triggers stay)
    this.schema.alterTable('orders', (table) => {
      table.string('fulfilment_step', 20).nullable()
      table.index(['website_id', 'fulfilment_step'])
    })
    this.defer(async (db) => {
      await db.from('orders').where('status', 'success').update({ fulfilment_step: 'delivered' })
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('ALTER TABLE purchase_events ALTER COLUMN action TYPE varchar(20)')
      }
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      // on SQLite knex rebuilds the table to drop a column: run the tally migration's fill again after
      // a rollback to this point (as 1795777200586_create_representatives.ts says)
      table.dropIndex(['website_id', 'fulfilment_step'])
      table.dropColumn('fulfilment_step')
    })
  }
}
