import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The dashboard's catalogue (issue 13):
 * - `archived_at` on products and services: a product in an order (a service in a booking) that the
 *   merchant deletes is archived instead (hidden everywhere, out of the dashboard), so its old orders,
 *   bookings and bills keep their row to point at. The storefront already shows only active rows, and an
 *   archived row is never active.
 * - `image` on service categories, as on store categories (DESIGN.md section 8: name, slug, image).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.timestamp('archived_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('services', (table) => {
      table.timestamp('archived_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('service_categories', (table) => {
      table.string('image').nullable()
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropColumn('archived_at')
    })
    this.schema.alterTable('services', (table) => {
      table.dropColumn('archived_at')
    })
    this.schema.alterTable('service_categories', (table) => {
      table.dropColumn('image')
    })
  }
}
