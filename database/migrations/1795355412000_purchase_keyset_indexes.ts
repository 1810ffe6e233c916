// Keyset indexes of the dashboard's orders and bookings lists and exports (website, status, time, id).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The dashboard's lists and CSV exports of orders and bookings read a website's rows newest first,
 * all of them or of one status, chunk after chunk (keyset pagination on created_at, then id): each
 * chunk is a range of one of these indexes, on SQLite and PostgreSQL alike, whatever the number of
 * rows before it. The overview's figures of the day and the month are a range of the first one.
 */
const INDEXES = [
  { columns: ['website_id', 'created_at', 'id'], suffix: 'website_created_index' },
  { columns: ['website_id', 'status', 'created_at', 'id'], suffix: 'website_status_created_index' },
]

export default class extends BaseSchema {
  async up() {
    for (const tableName of ['orders', 'bookings']) {
      this.schema.alterTable(tableName, (table) => {
        for (const { columns, suffix } of INDEXES) table.index(columns, `${tableName}_${suffix}`)
      })
    }
  }

  async down() {
    for (const tableName of ['orders', 'bookings']) {
      this.schema.alterTable(tableName, (table) => {
        for (const { columns, suffix } of INDEXES)
          table.dropIndex(columns, `${tableName}_${suffix}`)
      })
    }
  }
}
