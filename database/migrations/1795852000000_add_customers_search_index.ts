// An index of the customers' names and phones: the dashboard's search of orders and bookings reads it alone.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A search of the orders by the customer's name or phone (`like '%...%'`, which no index can seek)
 * reads every customer of the website: through the unique (website_id, email) index that was one row
 * lookup per customer (5,000 customers: 5,000 lookups a search); with the name and phone in an index of
 * their own, SQLite scans that index alone (a covering index) and PostgreSQL may (an index-only scan).
 */
export default class extends BaseSchema {
  protected tableName = 'customers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['website_id', 'name', 'phone'], 'customers_website_name_phone_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['website_id', 'name', 'phone'], 'customers_website_name_phone_index')
    })
  }
}
