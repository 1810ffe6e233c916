// Reachable customers (issue 36 item 2): the mobile an order or booking was placed with, one-time
// sign-in codes, and which contact details a store shows.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * - orders, bookings: customer_mobile, the customer's Saudi mobile (05XXXXXXXX) when it was placed.
 * - customer_login_codes: a customer's one-time sign-in code (by SMS or e-mail), only its hash kept.
 * - websites: show_phone, show_email, show_whatsapp, show_address: the contact details the store shows.
 *   Existing websites keep what they show today, except the account's private mobile and e-mail that
 *   onboarding copied into the store's contact details: those are hidden until the merchant ticks them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('customer_mobile', 10).nullable()
    })
    this.schema.alterTable('bookings', (table) => {
      table.string('customer_mobile', 10).nullable()
    })
    this.schema.createTable('customer_login_codes', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('CASCADE')
      table.string('channel', 10).notNullable()
      table.string('code_hash', 255).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['website_id', 'customer_id'])
    })
    this.schema.alterTable('websites', (table) => {
      table.boolean('show_phone').notNullable().defaultTo(false)
      table.boolean('show_email').notNullable().defaultTo(false)
      table.boolean('show_whatsapp').notNullable().defaultTo(false)
      table.boolean('show_address').notNullable().defaultTo(false)
    })
    this.defer(async (db) => {
      const owner = (column: string) =>
        `(SELECT ${column} FROM users WHERE users.id = websites.user_id)`
      await db.rawQuery(
        `UPDATE websites SET
           show_phone = CASE WHEN contact_phone IS NOT NULL AND contact_phone <> '' AND contact_phone <> COALESCE(${owner('phone')}, '') THEN TRUE ELSE FALSE END,
           show_email = CASE WHEN contact_email IS NOT NULL AND contact_email <> '' AND LOWER(contact_email) <> LOWER(COALESCE(${owner('email')}, '')) THEN TRUE ELSE FALSE END,
           show_whatsapp = CASE WHEN whatsapp_number IS NOT NULL AND whatsapp_number <> '' THEN TRUE ELSE FALSE END`
      )
    })
  }

  async down() {
    this.schema.alterTable('websites', (table) => {
      table.dropColumn('show_phone')
      table.dropColumn('show_email')
      table.dropColumn('show_whatsapp')
      table.dropColumn('show_address')
    })
    this.schema.dropTable('customer_login_codes')
    // plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): knex's dropColumn rebuilds the table on
    // SQLite, which would drop the orders' and bookings' tally triggers
    this.defer(async (db) => {
      await db.rawQuery('ALTER TABLE bookings DROP COLUMN customer_mobile')
      await db.rawQuery('ALTER TABLE orders DROP COLUMN customer_mobile')
    })
  }
}
