// Indexes of the dashboard's counts: products and services not archived, unread contact messages.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The overview counts a website's products and services that are not archived, and every dashboard
 * page the unread contact messages (the navigation's badge). Without these indexes each count read
 * every row of the website (10,000 products: 10,000 rows a visit); with them it is a range of an index
 * alone, on SQLite and PostgreSQL (an index-only scan).
 */
const INDEXES = [
  {
    table: 'products',
    columns: ['website_id', 'archived_at'],
    name: 'products_website_archived_index',
  },
  {
    table: 'services',
    columns: ['website_id', 'archived_at'],
    name: 'services_website_archived_index',
  },
  {
    table: 'contact_messages',
    columns: ['website_id', 'read_at'],
    name: 'contact_messages_website_read_index',
  },
]

export default class extends BaseSchema {
  async up() {
    for (const { table, columns, name } of INDEXES) {
      this.schema.alterTable(table, (builder) => builder.index(columns, name))
    }
  }

  async down() {
    for (const { table, columns, name } of INDEXES) {
      this.schema.alterTable(table, (builder) => builder.dropIndex(columns, name))
    }
  }
}
