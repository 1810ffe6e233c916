// Custom domains of a website (issue 30 item 2): ownership by a TXT token, status, the primary address.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per domain a merchant added. `domain` is unique across the platform (one domain, one
 * website) and is the host lookup's index. `txt_token` is the value of the ownership TXT record;
 * `failing_since` is when the daily check first missed it (suspended after the grace period).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('website_domains', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('domain', 253).notNullable().unique()
      table.string('txt_token', 64).notNullable()
      // pending (added, not verified yet), verified, suspended (lost its TXT record)
      table.string('status', 16).notNullable().defaultTo('pending')
      table.boolean('is_primary').notNullable().defaultTo(false)
      table.timestamp('verified_at').nullable()
      table.timestamp('last_checked_at').nullable()
      table.timestamp('failing_since').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['website_id'])
    })
  }

  async down() {
    this.schema.dropTable('website_domains')
  }
}
